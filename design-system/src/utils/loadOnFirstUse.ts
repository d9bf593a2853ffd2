import {
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

/** A module fetched with `import()` once, the first time any of its users asks for it. */
export interface LazyModule<T> {
  load: () => Promise<T>;
  /** Starts the fetch ahead of use (the pointer is over a trigger, or it has focus). */
  preload: () => void;
}

/** `what` names the module in the error logged when it cannot be fetched ("The header menus"). */
export function lazyModule<T>(importModule: () => Promise<T>, what: string): LazyModule<T> {
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importModule().catch((error: unknown) => {
      // The next use tries again: a dropped connection should not disable the menu for good.
      loading = undefined;
      console.error(`${what} could not be loaded`, error);
      throw error;
    }));
  return {
    load,
    preload: () => {
      load().catch(() => {
        // Already logged by load(); the trigger's own use will try again.
      });
    },
  };
}

/** What the trigger opens: a Radix dropdown menu, a dialog, or a Radix select's listbox. */
export type Popup = 'menu' | 'dialog' | 'listbox';

/** How the Radix part opens from its trigger, and what the trigger says it opens. */
interface Opening {
  attributes: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Which pointers open it on pointerdown; any other opens it on click, if `click` is set. */
  pointerDown: 'any' | 'mouse' | 'none';
  click: boolean;
  keys: readonly string[];
  /**
   * Radix waits for the release of the press that opened it (a select: a release far from the
   * press picks the option under it, one near it does nothing). A press already released when the
   * module arrives would leave it waiting and swallow the next click: it opens as Enter does.
   */
  releasedPressAsKey: boolean;
}

const openings: Record<Popup, Opening> = {
  menu: {
    attributes: { 'aria-haspopup': 'menu' },
    pointerDown: 'any',
    click: false,
    keys: ['Enter', ' ', 'ArrowDown'],
    releasedPressAsKey: false,
  },
  dialog: {
    attributes: { 'aria-haspopup': 'dialog' },
    pointerDown: 'none',
    click: true,
    keys: [],
    releasedPressAsKey: false,
  },
  // A Radix select opens on a mouse's pointerdown, on a touch or pen's click, and on keys.
  listbox: {
    attributes: { role: 'combobox', 'aria-autocomplete': 'none' },
    pointerDown: 'mouse',
    click: true,
    keys: ['Enter', ' ', 'ArrowDown', 'ArrowUp'],
    releasedPressAsKey: true,
  },
};

const opensOnPointerDown = (opening: Opening, pointerType: string) =>
  opening.pointerDown === 'any' || opening.pointerDown === pointerType;

const keyDown = (key: string) =>
  new window.KeyboardEvent('keydown', { bubbles: true, cancelable: true, key });

/** Whether the pointer that pressed is still down, as long as the page listens for its release. */
function watchPress() {
  const press = { held: true };
  const release = new AbortController();
  const onRelease = () => {
    press.held = false;
    release.abort();
  };
  for (const type of ['pointerup', 'pointercancel']) {
    window.addEventListener(type, onRelease, { capture: true, signal: release.signal });
  }
  return press;
}

type PlainTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': 'closed' };

/**
 * A Radix part loaded on first use. Until then the caller renders a plain button with
 * `triggerProps`, the same markup as the closed Radix trigger, on the server and while hydrating
 * alike. The first use loads the module; once it is there, `loaded` holds it, the caller renders
 * the Radix component with `triggerRef` on its trigger, and the event that asked for the popup is
 * dispatched again on that trigger: Radix then opens it as it would have, moving focus into it
 * (to the first item after a key, as Radix tells keyboard and pointer apart). A `disabled`
 * trigger neither preloads nor loads.
 */
export function useLoadOnFirstUse<T>(
  lazy: LazyModule<T>,
  popup: Popup,
  { disabled = false }: { disabled?: boolean } = {},
) {
  const [loaded, setLoaded] = useState<T>();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pendingEvent = useRef<(() => Event) | undefined>(undefined);
  // As in Radix: the click that follows a pointerdown which opens the popup does not open it again.
  const lastPointerType = useRef('');
  const opening = openings[popup];

  const use = (replay: () => Event) => {
    if (pendingEvent.current) return;
    pendingEvent.current = replay;
    lazy.load().then(
      (module) => setLoaded(() => module),
      () => {
        // Logged by load(); the trigger stays a button and its next use tries again.
        pendingEvent.current = undefined;
      },
    );
  };

  useEffect(() => {
    const trigger = triggerRef.current;
    const replay = pendingEvent.current;
    if (!loaded || !trigger || !replay) return;
    pendingEvent.current = undefined;
    trigger.focus();
    trigger.dispatchEvent(replay());
  }, [loaded]);

  const handlers: ButtonHTMLAttributes<HTMLButtonElement> = {
    onPointerEnter: lazy.preload,
    onFocus: lazy.preload,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      const { pointerType, button, ctrlKey, clientX, clientY, screenX, screenY } = event;
      lastPointerType.current = pointerType;
      if (!opensOnPointerDown(opening, pointerType) || button !== 0 || ctrlKey) return;
      event.preventDefault();
      const press = opening.releasedPressAsKey ? watchPress() : { held: true };
      // The position goes along: a Radix select measures from it how far the pointer has moved.
      const init = {
        bubbles: true,
        cancelable: true,
        pointerType,
        clientX,
        clientY,
        screenX,
        screenY,
      };
      use(() => (press.held ? new window.PointerEvent('pointerdown', init) : keyDown('Enter')));
    },
    onClick: ({ clientX, clientY, screenX, screenY }: MouseEvent<HTMLButtonElement>) => {
      if (!opening.click || opensOnPointerDown(opening, lastPointerType.current)) return;
      const init = { bubbles: true, cancelable: true, clientX, clientY, screenX, screenY };
      use(() => new window.MouseEvent('click', init));
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!opening.keys.includes(event.key)) return;
      event.preventDefault();
      const { key } = event;
      use(() => keyDown(key));
    },
  };

  const triggerProps: PlainTriggerProps = {
    type: 'button',
    ...opening.attributes,
    'aria-expanded': false,
    'data-state': 'closed',
    ...(disabled ? {} : handlers),
  };
  return { loaded, triggerRef, triggerProps };
}
