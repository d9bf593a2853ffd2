import type { Ref, RefCallback } from 'react';

/** One ref that sets each of `refs` (a caller's ref and a component's own, say) to the element. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (element) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
