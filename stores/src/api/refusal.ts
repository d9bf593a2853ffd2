import { authErrorMessages, validationMessage } from './constants/index';

export interface RefusalInit {
  status: number;
  code: string;
  message: string;
  fields?: Readonly<Record<string, readonly string[]>>;
  location?: string | null;
}

/** The codes a form shows a message for: the server's, and the client's own captcha refusals. */
const formMessages: Readonly<Record<string, string>> = {
  ...authErrorMessages,
  captcha_not_loaded: validationMessage('captchaNotLoaded'),
  captcha_not_answered: validationMessage('captchaNotAnswered'),
};

/**
 * A call the server refused (SPEC §6): the answer's status, its stable code (`not_found`,
 * `incompatible_build` …), message and each field's messages (`validation:*` keys, a build's
 * broken `rules`). Made once, by the api client's hook; stores and forms read only this. Status
 * 0 is a call the client refused before sending it (a captcha left unanswered).
 */
export class ApiRefusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, readonly string[]>>;
  /**
   * A 301/302's `Location` (a path when it is on the API's origin): where the client runs on the
   * server, a redirect is not followed.
   */
  readonly location: string | null;

  constructor({ status, code, message, fields = {}, location = null }: RefusalInit) {
    super(message);
    this.name = 'ApiRefusal';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.location = location;
  }

  /** The translation key of the form-level message (`validation:invalidCredentials`), if any. */
  get messageKey(): string | null {
    // A 429 from a proxy in front of the API has no code of ours: it is still "too many".
    return formMessages[this.code] ?? (this.status === 429 ? formMessages.rate_limited! : null);
  }
}

/** A call that got no answer: the network, DNS or the server's connection failed. */
export class NetworkFailure extends Error {
  constructor(cause: unknown) {
    super('The API could not be reached', { cause });
    this.name = 'NetworkFailure';
  }
}

/** Whether `error` is the server's refusal with that status. */
export const isRefusal = (error: unknown, status: number): error is ApiRefusal =>
  error instanceof ApiRefusal && error.status === status;

/** Whether `error` is a call that was called off (its session ended, its page was left). */
export const isAborted = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

/** A path for the router when the target is on this origin, else the absolute address. */
export function sameOriginPath(target: URL, origin: string): string {
  return target.origin === origin
    ? `${target.pathname}${target.search}${target.hash}`
    : target.href;
}
