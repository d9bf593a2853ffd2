import { makeAutoObservable } from 'mobx';
import { inAction } from '../inAction';
import type { ApiClient } from '../api/client';
import { callApi } from '../api/call';
import { ApiRefusal, isRefusal } from '../api/refusal';
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
   * answer to the configured captcha (undefined when there is none); when it throws a refusal,
   * its message is shown and nothing is sent.
   */
  async send(ticket: ContactTicketRequest, answerCaptcha?: CaptchaAnswer): Promise<boolean> {
    this.sending = true;
    this.fieldErrors = {};
    this.formError = null;
    try {
      const captcha = answerCaptcha ? await answerCaptcha() : undefined;
      const { reference } = await callApi(this.deps.api, 'contactTicket', {
        body: { ...ticket, locale: this.deps.locale(), ...(captcha ? { captcha } : {}) },
      });
      inAction('ContactStore.send', () => {
        this.reference = reference;
      });
      return true;
    } catch (error) {
      inAction('ContactStore.send', () => this.refused(error));
      return false;
    } finally {
      inAction('ContactStore.send', () => {
        this.sending = false;
      });
    }
  }

  /** Shows why the ticket was refused; what the form has no words for is logged. */
  private refused(error: unknown) {
    if (isRefusal(error, 429)) {
      this.formError = validationMessage('tooManyAttempts');
    } else if (isRefusal(error, 400) && Object.keys(error.fields).length > 0) {
      const { fields } = error;
      this.fieldErrors = Object.fromEntries(
        Object.entries(fields).map(([field, messages]) => [field, messages[0]]),
      );
      if (fields.captcha) this.formError = validationMessage('captchaFailed');
    } else if (error instanceof ApiRefusal && error.messageKey) {
      this.formError = error.messageKey;
    } else {
      this.deps.log(
        error instanceof ApiRefusal
          ? `contact ticket answered ${error.status}`
          : 'contact ticket could not be sent',
        error,
      );
      this.formError = 'errors:generic';
    }
  }

  /** Back to an empty form, to write another message. */
  reset() {
    this.reference = null;
    this.fieldErrors = {};
    this.formError = null;
  }
}
