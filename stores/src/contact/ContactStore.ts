import { makeAutoObservable } from 'mobx';
import { inAction } from '../inAction';
import type { ApiClient } from '../api/client';
import { callApi } from '../api/call';
import { ApiRefusal } from '../api/refusal';
import type { ContactTicketRequest } from '../api/schemas/contact';
import type { MessageLocale } from '../api/schemas/editions';

export interface ContactDependencies {
  api: ApiClient;
  locale(): MessageLocale;
  log(message: string, error: unknown): void;
}

/** The answer to the configured captcha, or undefined when none is configured. */
export type CaptchaAnswer = () => Promise<string | undefined>;

/** The contact form's sending and the raised ticket's reference; the form shows a refusal. */
export class ContactStore {
  sending = false;
  /** The reference of the ticket raised, once sent. */
  reference: string | null = null;

  constructor(private readonly deps: ContactDependencies) {
    makeAutoObservable<ContactStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get sent(): boolean {
    return this.reference !== null;
  }

  /**
   * Sends a ticket the form has validated; rejects with the refusal (an ApiRefusal, a
   * NetworkFailure) when it was not raised. `answerCaptcha` gives the answer to the configured
   * captcha (undefined when there is none); when it throws a refusal, nothing is sent.
   */
  async send(ticket: ContactTicketRequest, answerCaptcha?: CaptchaAnswer): Promise<void> {
    this.sending = true;
    try {
      const captcha = answerCaptcha ? await answerCaptcha() : undefined;
      const { reference } = await callApi(this.deps.api, 'contactTicket', {
        body: { ...ticket, locale: this.deps.locale(), ...(captcha ? { captcha } : {}) },
      });
      inAction('ContactStore.send', () => {
        this.reference = reference;
      });
    } catch (error) {
      this.logUnexplained(error);
      throw error;
    } finally {
      inAction('ContactStore.send', () => {
        this.sending = false;
      });
    }
  }

  /** Logs a refusal the form has no words of its own for (no message, no refused field). */
  private logUnexplained(error: unknown) {
    const explained =
      error instanceof ApiRefusal &&
      (error.messageKey !== null || (error.status === 400 && Object.keys(error.fields).length > 0));
    if (explained) return;
    this.deps.log(
      error instanceof ApiRefusal
        ? `contact ticket answered ${error.status}`
        : 'contact ticket could not be sent',
      error,
    );
  }

  /** Back to an empty form, to write another message. */
  reset() {
    this.reference = null;
  }
}
