import { makeAutoObservable, runInAction } from 'mobx';
import { FormFailure } from '../account/formFailure';
import type { ApiClient } from '../api/client';
import { parseAnswer, parseApiError } from '../api/answers';
import type { ContactTicketRequest } from '../api/schemas/contact';
import type { MessageLocale } from '../api/schemas/editions';
import { validationMessage } from '../api/constants/index';

export interface ContactDependencies {
  api: ApiClient;
  locale(): MessageLocale;
  log(message: string, error: unknown): void;
}

/** The answer to the configured captcha, or undefined when none is configured. */
export type CaptchaAnswer = () => Promise<string | undefined>;

/** Field → message key (`validation:required` …) of the answer a ticket got from the server. */
export type ContactFieldErrors = Partial<Record<keyof ContactTicketRequest, string>>;

/** The contact form's sending: the raised ticket's reference, or the errors to show. */
export class ContactStore {
  sending = false;
  /** The reference of the ticket raised, once sent. */
  reference: string | null = null;
  fieldErrors: ContactFieldErrors = {};
  /** A message key for the whole form (`validation:tooManyAttempts`, `errors:generic`). */
  formError: string | null = null;

  constructor(private readonly deps: ContactDependencies) {
    makeAutoObservable<ContactStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get sent(): boolean {
    return this.reference !== null;
  }

  /**
   * Sends a ticket the form has validated; true when it was raised. `answerCaptcha` gives the
   * answer to the configured captcha (undefined when there is none); when it throws a
   * FormFailure, its message is shown and nothing is sent.
   */
  async send(ticket: ContactTicketRequest, answerCaptcha?: CaptchaAnswer): Promise<boolean> {
    this.sending = true;
    this.fieldErrors = {};
    this.formError = null;
    try {
      const captcha = answerCaptcha ? await answerCaptcha() : undefined;
      const response = await this.deps.api.post('api/contact/ticket', {
        json: { ...ticket, locale: this.deps.locale(), ...(captcha ? { captcha } : {}) },
        throwHttpErrors: false,
      });
      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : null;
      if (response.status === 201) {
        const { reference } = await parseAnswer(body, (all) => all.contactTicketResponseSchema);
        runInAction(() => {
          this.reference = reference;
        });
        return true;
      }
      const failure = await parseApiError(body);
      const fields = failure?.fields;
      const code = failure?.code;
      runInAction(() => {
        if (response.status === 429) {
          this.formError = validationMessage('tooManyAttempts');
        } else if (response.status === 400 && fields) {
          this.fieldErrors = Object.fromEntries(
            Object.entries(fields).map(([field, messages]) => [field, messages[0]]),
          );
          if (fields.captcha) this.formError = validationMessage('captchaFailed');
        } else if (response.status === 503 && code === 'captcha_unavailable') {
          this.formError = validationMessage('captchaUnavailable');
        } else {
          this.deps.log(`contact ticket answered ${response.status}`, body);
          this.formError = 'errors:generic';
        }
      });
      return false;
    } catch (error) {
      if (error instanceof FormFailure && error.messageKey) {
        const { messageKey } = error;
        runInAction(() => {
          this.formError = messageKey;
        });
        return false;
      }
      this.deps.log('contact ticket could not be sent', error);
      runInAction(() => {
        this.formError = 'errors:generic';
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** Back to an empty form, to write another message. */
  reset() {
    this.reference = null;
    this.fieldErrors = {};
    this.formError = null;
  }
}
