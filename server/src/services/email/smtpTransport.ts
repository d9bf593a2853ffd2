import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './transport';

/** Sends through an SMTP server (`SMTP_URL`, e.g. `smtps://user:password@smtp.example.com`). */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail(message);
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
