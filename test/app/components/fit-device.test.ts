import { describe, expect, it } from 'vitest';
import { fitDevice } from '../../../src/app/components/fit-device.ts';

describe('fitDevice', () => {
  it('keeps the device width and scales it down to the stage, as tall as the stage once scaled', () => {
    expect(fitDevice(1280, 640, 800)).toEqual({ width: 1280, height: 1600, scale: 0.5, left: 0 });
  });

  it('never scales up: a narrower device is centered at its real size', () => {
    expect(fitDevice(390, 590, 700)).toEqual({ width: 390, height: 700, scale: 1, left: 100 });
  });

  it('is the stage itself without a device width', () => {
    expect(fitDevice(undefined, 587, 800)).toEqual({ width: 587, height: 800, scale: 1, left: 0 });
  });

  it('draws at full size before the stage is measured', () => {
    expect(fitDevice(768, 0, 0)).toEqual({ width: 768, height: 0, scale: 1, left: 0 });
  });
});
