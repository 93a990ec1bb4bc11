import { describe, expect, it } from 'vitest';
import { createChangeSignal } from '../../../src/app/controller/change-signal.ts';

describe('createChangeSignal', () => {
  it('tells every listener until it unsubscribes', () => {
    const signal = createChangeSignal();
    const heard: string[] = [];
    const stopA = signal.subscribe(() => heard.push('a'));
    signal.subscribe(() => heard.push('b'));
    signal.emit();
    stopA();
    signal.emit();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});
