import {
  createApiClient,
  type ApiAuth,
  type ApiClient,
  type ApiContext,
  type ApiHooks,
} from './api/client';
import { AccountStore } from './account/AccountStore';
import { AddOnsStore } from './cart/AddOnsStore';
import { CartStore } from './cart/CartStore';
import { CaptchaStore } from './captcha/CaptchaStore';
import { CheckoutStore } from './checkout/CheckoutStore';
import { CitySearchStore } from './checkout/CitySearchStore';
import { OrdersStore } from './orders/OrdersStore';
import { CmsStore } from './cms/CmsStore';
import { ContactStore } from './contact/ContactStore';
import type { BuilderStores } from './builder/BuilderStores';
import { CatalogueStore } from './catalogue/CatalogueStore';
import { httpCatalogueApi, type CatalogueApi } from './catalogue/catalogueApi';
import { EditionStore } from './edition/EditionStore';
import type { EditionHosts } from './domain/editionHosts';
import type { Clock, KeyValueStorage } from './platform';
import { ConsentStore } from './site/ConsentStore';
import { SiteStore } from './site/SiteStore';
import { createSessionApi } from './session/sessionApi';
import { SessionStore, type TabLock, type TabSignal } from './session/SessionStore';
import { siteApi } from './site/siteApi';

export interface RootStoreDependencies {
  /**
   * Builds an api client; given the edition context so every call carries country and currency,
   * and, for the signed client, the session that signs and renews.
   */
  createApi?: (context: ApiContext, auth?: () => ApiAuth) => ApiClient;
  apiBaseUrl?: string;
  /** The default api client's fetch and extra hooks (a server render answers in-process). */
  apiFetch?: typeof fetch;
  apiHooks?: ApiHooks;
  /** The catalogue reads; by default over the api client. */
  catalogueApi?: CatalogueApi;
  clock: Clock;
  storage: KeyValueStorage;
  /**
   * Where what a page shows of the shopper's choices lives (currency, cookie choice, the
   * customiser's build); `storage` by default. The storefront keeps them in cookies, so the server
   * renders a page with them.
   */
  preferences?: KeyValueStorage;
  /**
   * Where the session's marker is kept, how other tabs hear of it and take turns to refresh (the
   * session cookie, a channel, a Web Lock).
   */
  session?: { storage: KeyValueStorage; tabs: TabSignal; lock?: TabLock };
  /**
   * How the cart hears other tabs change it (the `storage` event of `storage`:
   * `storageEventSignal(window)`); none by default.
   */
  cartTabs?: TabSignal;
  /** Which host serves which edition (the page's `rigsmith-editions` meta); prefixes by default. */
  editionHosts?: EditionHosts;
  /** Leaves for an app path (the storefront adds the edition prefix). */
  navigate?: (path: string) => void;
  /** Where failures that are only logged go (source document §8); console.error by default. */
  log?: (message: string, error: unknown) => void;
  /** Where what is only noted goes, an answer and no failure (source §8's 'No redirect Found'). */
  note?: (message: string) => void;
  /** A new Idempotency-Key for an order; `crypto.randomUUID` by default. */
  newKey?: () => string;
}

const noTabs: TabSignal = { subscribe: () => () => undefined };
const oneTab: TabLock = { run: (task) => task() };

/** Builds every store with its dependencies; no module-level singletons. */
export class RootStore {
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
  /** What the server's render reads too (`preferences` of the dependencies). */
  readonly preferences: KeyValueStorage;
  readonly api: ApiClient;
  readonly edition: EditionStore;
  readonly captcha: CaptchaStore;
  readonly cms: CmsStore;
  readonly contact: ContactStore;
  readonly catalogue: CatalogueStore;
  readonly consent: ConsentStore;
  readonly site: SiteStore;
  readonly session: SessionStore;
  readonly account: AccountStore;
  readonly cart: CartStore;
  readonly addOns: AddOnsStore;
  readonly checkout: CheckoutStore;
  readonly citySearch: CitySearchStore;
  readonly orders: OrdersStore;
  private readonly log: (message: string, error: unknown) => void;
  private builderLoad: Promise<BuilderStores> | null = null;
  private madeBuilder: BuilderStores | null = null;

  constructor({
    createApi,
    apiBaseUrl = '/',
    apiFetch,
    apiHooks,
    catalogueApi,
    clock,
    storage,
    preferences = storage,
    session,
    cartTabs = noTabs,
    editionHosts,
    navigate = () => undefined,
    log = (message, error) => console.error(message, error),
    note = (message) => console.info(message),
    newKey = () => crypto.randomUUID(),
  }: RootStoreDependencies) {
    this.clock = clock;
    this.storage = storage;
    this.preferences = preferences;
    this.log = log;
    this.edition = new EditionStore(preferences, editionHosts);
    const context: ApiContext = {
      country: () => this.edition.country,
      currency: () => this.edition.currency,
    };
    const build = (auth?: () => ApiAuth) =>
      createApi
        ? createApi(context, auth)
        : createApiClient({
            baseUrl: apiBaseUrl,
            context,
            ...(auth ? { auth } : {}),
            ...(apiFetch ? { fetch: apiFetch } : {}),
            ...(apiHooks ? { hooks: apiHooks } : {}),
          });
    const auth: ApiAuth = {
      accessToken: () => this.session.signingToken(),
      renew: () => this.session.renew(),
      sessionSignal: () => this.session.sessionSignal(),
    };
    this.api = build(() => auth);
    this.session = new SessionStore({
      api: createSessionApi(build()),
      clock,
      storage: session?.storage ?? storage,
      tabs: session?.tabs ?? noTabs,
      lock: session?.lock ?? oneTab,
      navigate,
      log,
      onSignedIn: async () => {
        await Promise.all([this.account.loadUser(), this.cart.signIn()]);
      },
      onSignedOut: () => {
        this.account.clear();
        this.orders.clear();
        this.cart.signOut();
        this.madeBuilder?.drafts.clear();
      },
    });
    this.account = new AccountStore({
      api: this.api,
      signIn: (tokens) => this.session.signInWith(tokens),
    });
    // Made with every page (its code is small, its lines read without zod): the header counts it.
    this.cart = new CartStore({
      api: this.api,
      clock,
      storage,
      tabs: cartTabs,
      signedIn: () => this.session.isLoggedIn,
      country: () => this.edition.country,
      currency: () => this.edition.currency,
    });
    this.checkout = new CheckoutStore({
      api: this.api,
      clock,
      storage,
      progress: preferences,
      signedIn: () => this.session.isLoggedIn,
      cartEmpty: () =>
        this.cart.isEmpty &&
        !this.cart.signingIn &&
        (!this.cart.signedIn || this.cart.basket.state === 'ready'),
      coupon: () => (this.cart.couponState === 'applied' ? this.cart.couponCode : null),
      ordered: () => void this.cart.loadBasket({ force: true }),
      newKey,
      log,
    });
    this.citySearch = new CitySearchStore(this.api, clock);
    this.orders = new OrdersStore(this.api);
    this.addOns = new AddOnsStore({
      api: this.api,
      country: () => this.edition.country,
      currency: () => this.edition.currency,
    });
    this.captcha = new CaptchaStore({ api: this.api, log });
    this.cms = new CmsStore({ api: this.api, country: () => this.edition.country, log, note });
    this.contact = new ContactStore({
      api: this.api,
      locale: () => this.edition.info.messageLocale,
      log,
    });
    this.catalogue = new CatalogueStore(catalogueApi ?? httpCatalogueApi(this.api), () => ({
      country: this.edition.country,
      currency: this.edition.currency,
    }));
    this.consent = new ConsentStore(preferences);
    this.site = new SiteStore({
      api: siteApi(this.api),
      edition: this.edition,
      consent: this.consent,
      clock,
      log,
    });
  }

  /** The customiser's stores once `builder()` has made them, else null. */
  get loadedBuilder(): BuilderStores | null {
    return this.madeBuilder;
  }

  /**
   * The customiser's stores (the build, its drafts, its assembly), made the first time a page asks:
   * their code, with the compatibility engine, is fetched then rather than with every page. A
   * failed fetch is asked again next time.
   */
  builder(): Promise<BuilderStores> {
    this.builderLoad ??= import('./builder/BuilderStores').then(
      ({ createBuilderStores }) => {
        this.madeBuilder ??= createBuilderStores({
          api: this.api,
          storage: this.preferences,
          assemblyFee: () => this.site.settings?.assemblyFee ?? 0,
          addToCart: async (product) => {
            if ((await this.cart.add.run(product)) !== undefined) return;
            // Not added: refused, or not started because another add to the cart was running.
            throw (
              this.cart.add.refusal ??
              new Error(`${product} was not added: another add to the cart was running`)
            );
          },
          log: this.log,
        });
        return this.madeBuilder;
      },
      (error: unknown) => {
        this.builderLoad = null;
        throw error;
      },
    );
    return this.builderLoad;
  }
}
