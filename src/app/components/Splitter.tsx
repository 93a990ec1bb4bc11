import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';

/** Which way dragging grows the pane: a pane left of the splitter grows when dragged right. */
type Direction = 'right' | 'left' | 'up';

/**
 * A draggable pane divider (role separator), also moved with the arrow keys. `value` is the size
 * of the pane it resizes; `onChange` gets the new size.
 */
export function Splitter({ label, value, onChange, direction, orientation = 'vertical', gridArea }: { label: string; value: number; onChange: (value: number) => void; direction: Direction; orientation?: 'vertical' | 'horizontal'; gridArea?: string }) {
  const start = useRef<{ pointer: number; value: number } | undefined>(undefined);
  const sign = direction === 'right' ? 1 : -1;
  const axis = (e: PointerEvent) => (orientation === 'vertical' ? e.clientX : e.clientY);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { pointer: axis(e), value };
    document.body.classList.add('resizing');
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current) onChange(start.current.value + sign * (axis(e) - start.current.pointer));
  };
  const onPointerUp = () => {
    start.current = undefined;
    document.body.classList.remove('resizing');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 50 : 10;
    const grow = orientation === 'vertical' ? (e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0) : e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (grow === 0) return;
    e.preventDefault();
    onChange(value + sign * grow * step);
  };
  return (
    <div
      className={`splitter splitter-${orientation}`}
      style={gridArea ? { gridArea } : undefined}
      role="separator"
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={value}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
