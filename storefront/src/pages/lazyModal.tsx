import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A named modal (`open` controlled, no trigger) whose module is fetched the first time it opens,
 * not with its page. Closed, it renders nothing, as a closed Radix dialog does, on the server and
 * while hydrating alike; once opened it stays mounted, so that it closes as it would have.
 */
export function lazyModal<Props extends { open?: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Modal = lazy(async () => ({ default: await load() }));
  return function LazyModal(props: Props) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
