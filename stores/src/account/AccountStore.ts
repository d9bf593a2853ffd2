import { makeAutoObservable } from 'mobx';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import { fieldLimits } from '../api/constants/index';
import { Resource } from '../async/Resource';
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
/** The key of the signed-in customer's reads: one customer at a time, forgotten at logout. */
const ME = 'me';

export class AccountStore {
  /** The customer's details and email preferences (`GET /api/account/user`). */
  readonly profile = new Resource<AccountUser>();
  /** The saved shipping addresses, the default first. */
  readonly addressBook = new Resource<ShippingAddress[]>();

  constructor(private readonly deps: AccountDependencies) {
    makeAutoObservable<AccountStore, 'deps'>(
      this,
      { deps: false, profile: false, addressBook: false },
      { autoBind: true },
    );
  }

  get user(): AccountUser | null {
    return this.profile.data;
  }

  get addresses(): ShippingAddress[] {
    return this.addressBook.data ?? [];
  }

  /** The addresses have been read (a reload keeps showing them). */
  get addressesLoaded(): boolean {
    return this.addressBook.data !== null;
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

  /** Reads the customer again (signed in, or a retry); a failure is the profile's refusal. */
  loadUser(): Promise<void> {
    return this.profile.load(ME, () => callApi(this.deps.api, 'accountUser'), { force: true });
  }

  async updateUser(patch: AccountUserPatch): Promise<AccountUser> {
    const user = await callApi(this.deps.api, 'updateAccountUser', { body: patch });
    this.profile.set(ME, user);
    return user;
  }

  async changePassword(request: ChangePasswordRequest): Promise<void> {
    await callApi(this.deps.api, 'changePassword', { body: request });
  }

  /** Reads the saved addresses again; a failure is the address book's refusal. */
  loadAddresses(): Promise<void> {
    return this.addressBook.load(ME, () => callApi(this.deps.api, 'shippingAddresses'), {
      force: true,
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
    this.addressBook.set(
      ME,
      this.addresses.filter((address) => address.id !== id),
    );
    await this.loadAddresses();
  }

  async setDefaultAddress(id: number): Promise<void> {
    const list = await callApi(this.deps.api, 'setDefaultShippingAddress', { params: { id } });
    this.addressBook.set(ME, list);
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
    this.profile.reset();
    this.addressBook.reset();
  }
}
