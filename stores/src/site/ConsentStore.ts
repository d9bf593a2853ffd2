import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../platform';

export const CONSENT_KEY = 'rigsmith.cookieConsent';

/** Accept All (analytics too) or Required Only (session, cart, edition). */
export const consentChoices = ['all', 'required'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** The cookie banner's choice, remembered in storage; analytics load only after Accept All. */
export class ConsentStore {
  choice: ConsentChoice | null;

  constructor(private readonly storage: KeyValueStorage) {
    const stored = storage.getItem(CONSENT_KEY);
    this.choice = consentChoices.find((choice) => choice === stored) ?? null;
    makeAutoObservable<ConsentStore, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  /** The banner shows until the shopper has chosen. */
  get bannerVisible(): boolean {
    return this.choice === null;
  }

  get analyticsAllowed(): boolean {
    return this.choice === 'all';
  }

  acceptAll() {
    this.choose('all');
  }

  requiredOnly() {
    this.choose('required');
  }

  private choose(choice: ConsentChoice) {
    this.choice = choice;
    this.storage.setItem(CONSENT_KEY, choice);
  }
}
