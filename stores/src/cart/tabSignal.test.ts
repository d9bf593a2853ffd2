import { describe, expect, it } from 'vitest';
import { storageEventSignal, type StorageEventSource } from './tabSignal';

type Listener = Parameters<StorageEventSource['addEventListener']>[1];

describe('storageEventSignal', () => {
  it("hears other tabs' writes of one key until it unsubscribes", () => {
    const listeners = new Set<Listener>();
    const source: StorageEventSource = {
      addEventListener: (_, listener) => void listeners.add(listener),
      removeEventListener: (_, listener) => void listeners.delete(listener),
    };
    const heard: (string | null)[] = [];
    const stop = storageEventSignal(source).subscribe('rigsmith.cart', (value) =>
      heard.push(value),
    );
    const write = (key: string, newValue: string | null) => {
      for (const listener of listeners) listener({ key, newValue });
    };
    write('rigsmith.cart', '[]');
    write('rigsmith.currency', 'EUR');
    write('rigsmith.cart', null);
    stop();
    write('rigsmith.cart', '[{"product":"12","amount":1}]');
    expect(heard).toEqual(['[]', null]);
    expect(listeners.size).toBe(0);
  });
});
