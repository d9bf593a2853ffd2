import { configure } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../platform';
import { CONSENT_KEY, ConsentStore } from './ConsentStore';

describe('ConsentStore', () => {
  beforeAll(() => configure({ enforceActions: 'always', computedRequiresReaction: false }));

  it('shows the banner until a choice is made, and allows analytics only after Accept All', () => {
    const consent = new ConsentStore(memoryStorage());
    expect(consent.bannerVisible).toBe(true);
    expect(consent.analyticsAllowed).toBe(false);
    consent.requiredOnly();
    expect(consent.bannerVisible).toBe(false);
    expect(consent.analyticsAllowed).toBe(false);
    consent.acceptAll();
    expect(consent.analyticsAllowed).toBe(true);
  });

  it('remembers the choice across a reload', () => {
    const storage = memoryStorage();
    new ConsentStore(storage).acceptAll();
    const reloaded = new ConsentStore(storage);
    expect(reloaded.bannerVisible).toBe(false);
    expect(reloaded.analyticsAllowed).toBe(true);
  });

  it('asks again when the stored choice is not one it knows', () => {
    const consent = new ConsentStore(memoryStorage({ [CONSENT_KEY]: 'maybe' }));
    expect(consent.bannerVisible).toBe(true);
  });
});
