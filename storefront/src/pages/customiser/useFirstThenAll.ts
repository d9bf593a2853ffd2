import { useEffect, useState } from 'react';

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * A list that changed shows its first `first` items at once and the rest after the next paint:
 * a new page of parts paints what a phone's screen shows without waiting for the cards below it.
 * An item shown already stays (mounted, it costs little, and a focused card keeps its focus); the
 * same items again (a new array of them) show in full; the server's render and the hydration show
 * every item.
 */
export function useFirstThenAll<T>(items: readonly T[], first: number): readonly T[] {
  const [shown, setShown] = useState({ items, visible: items });
  let current = shown;
  if (!sameItems(shown.items, items)) {
    const before = new Set(shown.visible);
    const visible = items.filter((item, index) => index < first || before.has(item));
    current = { items, visible: visible.length === items.length ? items : visible };
    // Set while rendering: React renders again with it before committing anything.
    setShown(current);
  }
  useEffect(() => {
    if (current.visible === current.items) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer queued from the next frame's callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        setShown((now) => (now === current ? { items: now.items, visible: now.items } : now)),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current]);
  return current.visible === current.items ? items : current.visible;
}
