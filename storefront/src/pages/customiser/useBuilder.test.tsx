// @vitest-environment jsdom
import { startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, RootStore, systemClock } from '@pcshop/stores';
import { StoresProvider } from '@pcshop/stores/react';
import { useBuilder } from './useBuilder';

/** A page that reads the builder, then has state of its own (as the saved builds tab does). */
function Probe() {
  const { drafts } = useBuilder();
  const [label] = useState('drafts');
  return <p>{`${label}: ${drafts.loaded ? 'loaded' : 'not loaded'}`}</p>;
}

const newRoot = () => new RootStore({ clock: systemClock, storage: memoryStorage() });

/** Renders the probe as a transition (as the router navigates), reporting recoverable errors. */
function renderProbe(root: RootStore) {
  const container = document.createElement('div');
  const onRecoverableError = vi.fn();
  const reactRoot = createRoot(container, { onRecoverableError });
  startTransition(() => {
    reactRoot.render(
      <StoresProvider root={root}>
        <Probe />
      </StoresProvider>,
    );
  });
  return { container, onRecoverableError, unmount: () => reactRoot.unmount() };
}

describe('useBuilder', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('suspends while the stores load, then renders with use() called as when it suspended', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { container, onRecoverableError, unmount } = renderProbe(newRoot());
    await vi.waitFor(() => expect(container.textContent).toBe('drafts: not loaded'));
    // A render that suspended in use() and finished without calling it loses its later hooks:
    // in production the first of them throws (React #467), and React recovers (#520).
    expect(consoleError).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    unmount();
  });

  it('renders at once with stores already loaded', async () => {
    const root = newRoot();
    await root.builder();
    const { container, onRecoverableError, unmount } = renderProbe(root);
    await vi.waitFor(() => expect(container.textContent).toBe('drafts: not loaded'));
    expect(onRecoverableError).not.toHaveBeenCalled();
    unmount();
  });
});
