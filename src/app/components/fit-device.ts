/** Where and how large the preview frame is drawn in its stage. */
export interface DeviceFit {
  /** The frame's own (CSS) size, which the site's media queries see. */
  readonly width: number;
  readonly height: number;
  /** The factor the frame is drawn at (at most 1). */
  readonly scale: number;
  /** The frame's left edge in the stage, centering it. */
  readonly left: number;
}

/**
 * Fits a device of `deviceWidth` CSS pixels into a stage of `stageWidth` × `stageHeight`: the frame keeps
 * the device's width and is scaled down (never up) until it fits the stage's width, and is as tall as the
 * stage once scaled; a narrower frame is centered. Without a device width the frame is the stage's size.
 */
export function fitDevice(deviceWidth: number | undefined, stageWidth: number, stageHeight: number): DeviceFit {
  if (deviceWidth === undefined) return { width: stageWidth, height: stageHeight, scale: 1, left: 0 };
  const scale = stageWidth > 0 ? Math.min(1, stageWidth / deviceWidth) : 1;
  return { width: deviceWidth, height: Math.max(0, stageHeight) / scale, scale, left: Math.max(0, (stageWidth - deviceWidth * scale) / 2) };
}
