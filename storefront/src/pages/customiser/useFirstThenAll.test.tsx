// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstThenAll } from './useFirstThenAll';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function List({ items }: { items: readonly string[] }) {
  return <p>{useFirstThenAll(items, 2).join(' ')}</p>;
}

let root: Root | undefined;
const container = document.createElement('div');
const show = (items: readonly string[]) => act(() => root!.render(<List items={items} />));
/** The frame's callbacks, then the timer queued from them (after the frame is painted). */
const paint = () =>
  act(async () => {
    await vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });

afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

describe('useFirstThenAll', () => {
  it('shows a first list in full, a new one first in part and in full after the next paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    root = createRoot(container);
    show(['a', 'b', 'c', 'd']);
    expect(container.textContent).toBe('a b c d');

    show(['e', 'f', 'g']);
    expect(container.textContent).toBe('e f');
    await paint();
    expect(container.textContent).toBe('e f g');

    // The same items in a new array: nothing is taken away.
    show(['e', 'f', 'g']);
    expect(container.textContent).toBe('e f g');
    // A short list is whole at once.
    show(['h']);
    expect(container.textContent).toBe('h');
  });

  it('keeps an item shown already, wherever it moves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    root = createRoot(container);
    show(['a', 'b', 'c', 'd', 'e']);
    // 'e' was shown and stays (a card keeping its focus); 'z' and 'w' come after the paint.
    show(['x', 'y', 'z', 'w', 'e']);
    expect(container.textContent).toBe('x y e');
    await paint();
    expect(container.textContent).toBe('x y z w e');
  });

  it('drops a pending completion when the list changes again before the paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    root = createRoot(container);
    show(['a', 'b', 'c']);
    show(['d', 'e', 'f']);
    show(['g', 'h', 'i', 'j']);
    expect(container.textContent).toBe('g h');
    await paint();
    expect(container.textContent).toBe('g h i j');
  });
});
