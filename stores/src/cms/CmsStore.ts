import { makeAutoObservable, observable } from 'mobx';
import { Resource } from '../async/Resource';
import type { ApiClient } from '../api/client';
import { callApi, requestApi } from '../api/call';
import { hasControlCharacters, isCmsSlug } from '../api/constants/index';
import { isRefusal, sameOriginPath } from '../api/refusal';
import type { CmsPage } from '../api/schemas/cms';
import type { CountryCode } from '../api/schemas/common';

/** What an unmatched storefront path turned out to be (source document §2, §7, §8). */
export type CmsResolution =
  | { state: 'loading' }
  | { state: 'page'; page: CmsPage }
  /**
   * A legacy path: `location` is where it lives now, in the edition (`/fr/faq`); `status` is the
   * API's 301 or 302, unknown when the browser followed it on its own.
   */
  | { state: 'redirect'; location: string; status: 301 | 302 | null }
  | { state: 'not_found' }
  | { state: 'failed' };

export interface CmsDependencies {
  api: ApiClient;
  country(): CountryCode;
  log(message: string, error: unknown): void;
  /** A path with no redirect is an answer (the page says "not found"), noted and not a failure. */
  note(message: string): void;
}

/** What a lookup found: a page, a redirect, or that there is nothing at that path. */
type CmsAnswer = Exclude<CmsResolution, { state: 'loading' } | { state: 'failed' }>;

const LOADING: CmsResolution = { state: 'loading' };
const FAILED: CmsResolution = { state: 'failed' };

/** `support/faqs` → `support/faqs`; `/FAQ/` → `FAQ`: the path inside the edition, trimmed of slashes. */
const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * Resolves the paths no other route matches: the CMS page of that slug in the edition's
 * language, else the redirect of a legacy path, else not found. Each path of each country is a
 * Resource: looked up once (a "not found" too), a failed lookup asked again.
 */
export class CmsStore {
  private readonly lookups = observable.map<string, Resource<CmsAnswer>>({}, { deep: false });

  constructor(private readonly deps: CmsDependencies) {
    makeAutoObservable<CmsStore, 'deps' | 'lookups'>(
      this,
      { deps: false, lookups: false },
      { autoBind: true },
    );
  }

  private key(path: string) {
    return `${this.deps.country()}:${trimSlashes(path)}`;
  }

  /** The answer for `path` (inside the edition) in the current edition; loading until known. */
  resolution(path: string): CmsResolution {
    const lookup = this.lookups.get(this.key(path));
    if (lookup?.state === 'ready' && lookup.data) return lookup.data;
    return lookup?.state === 'error' ? FAILED : LOADING;
  }

  /** Looks `path` up once per edition; a failed lookup is tried again on the next call. */
  resolve(path: string): Promise<void> {
    const key = this.key(path);
    let lookup = this.lookups.get(key);
    if (!lookup) {
      lookup = new Resource<CmsAnswer>();
      this.lookups.set(key, lookup);
    }
    return lookup.load(key, () => this.lookUp(trimSlashes(path)));
  }

  /** The page of `path`, else its redirect, else not found; a failure is logged and rethrown. */
  private async lookUp(path: string): Promise<CmsAnswer> {
    try {
      const page = await this.findPage(path);
      if (page) return { state: 'page', page };
      const redirect = await this.findRedirect(path);
      return redirect ? { state: 'redirect', ...redirect } : { state: 'not_found' };
    } catch (error) {
      this.deps.log(`CMS lookup of /${path} failed`, error);
      throw error;
    }
  }

  /** The page of that slug; none for paths that can't be a slug, and never the home page. */
  private async findPage(path: string): Promise<CmsPage | null> {
    if (!isCmsSlug(path)) return null;
    try {
      const page = await callApi(this.deps.api, 'cmsPage', { params: { slug: path } });
      return page.meta.type === 'home' ? null : page;
    } catch (error) {
      if (isRefusal(error, 404)) return null;
      throw error;
    }
  }

  /**
   * `HEAD /api/cms/redirect/{path}?locale=<country>`. A browser follows the 301/302 itself, so
   * the answer is then the followed response (`redirected`, its `url`); elsewhere the 301/302
   * and its `Location`. 404: no redirect ('No redirect Found' is only logged, source §8).
   */
  private async findRedirect(
    path: string,
  ): Promise<{ location: string; status: 301 | 302 | null } | null> {
    // No legacy path holds a control character (`/faq%00`), and the API refuses to look one up.
    if (!path || hasControlCharacters(path)) return null;
    try {
      const response = await requestApi(this.deps.api, 'cmsRedirect', {
        params: { '*': path },
        query: { locale: this.deps.country() },
      });
      if (!response.redirected) throw new Error(`HEAD /api/cms/redirect/${path} answered 200`);
      const followed = new URL(response.url);
      return { location: sameOriginPath(followed, followed.origin), status: null };
    } catch (error) {
      if (isRefusal(error, 404)) {
        this.deps.note(`No redirect Found for /${path}`);
        return null;
      }
      if ((isRefusal(error, 301) || isRefusal(error, 302)) && error.location) {
        return { location: error.location, status: error.status as 301 | 302 };
      }
      throw error;
    }
  }
}
