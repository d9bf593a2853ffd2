import { makeAutoObservable } from 'mobx';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import { fieldLimits } from '../api/constants/index';
import { inAction } from '../inAction';
import type {
  AccountUser,
  AccountUserPatch,
  AskForPasswordResetRequest,
  ChangePasswordRequest,
  RegisterRequest,
  ShippingAddress,
  ShippingAddressInput,
} from '../api/schemas/index';
import { toSessionGrant } from '../session/sessionApi';
import type { SessionGrant } from '../session/SessionStore';

export interface AccountDependencies {
  /** The api client that signs requests with the session's access token. */
  api: ApiClient;
  /** Signs in with what the server granted (setting a password signs the user in). */
  signIn(grant: SessionGrant): Promise<void>;
}

/**
 * The signed-in customer: their details, email preferences, password and saved addresses; and the
 * anonymous account calls (register, forgotten password, create password). Every refused call
 * throws an ApiRefusal.
 */
export class AccountStore {
  user: AccountUser | null = null;
  addresses: ShippingAddress[] = [];
  addressesLoaded = false;

  constructor(private readonly deps: AccountDependencies) {
    makeAutoObservable<AccountStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The first word of the full name (source document §3), else the email's local part. */
  get name(): string {
    const first = this.user?.full_name?.trim().split(/\s+/)[0];
    return first || (this.user?.email.split('@')[0] ?? '');
  }

  /** Source document §9: at most 6 saved addresses. */
  get canAddAddress(): boolean {
    return this.addresses.length < fieldLimits.maxSavedAddresses;
  }

  async loadUser(): Promise<AccountUser> {
    const user = await callApi(this.deps.api, 'accountUser');
    inAction('AccountStore.loadUser', () => {
      this.user = user;
    });
    return user;
  }

  async updateUser(patch: AccountUserPatch): Promise<AccountUser> {
    const user = await callApi(this.deps.api, 'updateAccountUser', { body: patch });
    inAction('AccountStore.updateUser', () => {
      this.user = user;
    });
    return user;
  }

  async changePassword(request: ChangePasswordRequest): Promise<void> {
    await callApi(this.deps.api, 'changePassword', { body: request });
  }

  async loadAddresses(): Promise<void> {
    const list = await callApi(this.deps.api, 'shippingAddresses');
    inAction('AccountStore.loadAddresses', () => {
      this.addresses = list;
      this.addressesLoaded = true;
    });
  }

  /** Saves an address; the server refuses a seventh (`address_limit_reached`). */
  async addAddress(input: ShippingAddressInput): Promise<ShippingAddress> {
    const saved = await callApi(this.deps.api, 'addShippingAddress', { body: input });
    await this.loadAddresses();
    return saved;
  }

  async deleteAddress(id: number): Promise<void> {
    await callApi(this.deps.api, 'deleteShippingAddress', { params: { id } });
    inAction('AccountStore.deleteAddress', () => {
      this.addresses = this.addresses.filter((address) => address.id !== id);
    });
    await this.loadAddresses();
  }

  async setDefaultAddress(id: number): Promise<void> {
    const list = await callApi(this.deps.api, 'setDefaultShippingAddress', { params: { id } });
    inAction('AccountStore.setDefaultAddress', () => {
      this.addresses = list;
    });
  }

  async register(request: RegisterRequest): Promise<void> {
    await callApi(this.deps.api, 'register', { body: request });
  }

  /** `captcha`: the answer to the configured captcha, if any. */
  async askForPasswordReset(email: string, captcha?: string): Promise<void> {
    const body: AskForPasswordResetRequest = captcha ? { email, captcha } : { email };
    await callApi(this.deps.api, 'askForPasswordReset', { body });
  }

  async resetPassword(id: string, token: string, password: string): Promise<void> {
    await callApi(this.deps.api, 'resetPassword', {
      params: { id },
      body: { token, password },
    });
  }

  /** Sets the first password from the emailed link and signs the user in. */
  async createPassword(token: string, password: string): Promise<void> {
    const granted = await callApi(this.deps.api, 'createPassword', { body: { token, password } });
    await this.deps.signIn(toSessionGrant(granted));
  }

  /** Forgets everything about the customer (logout). */
  clear(): void {
    this.user = null;
    this.addresses = [];
    this.addressesLoaded = false;
  }
}
