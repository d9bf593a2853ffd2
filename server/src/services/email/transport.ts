/** A rendered email, ready for a transport. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where emails go: files under `var/mail` by default, an SMTP server when `SMTP_URL` is set. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
