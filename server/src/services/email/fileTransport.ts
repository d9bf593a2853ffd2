import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { outboxFiles, type OutboxEntry } from './outbox';
import type { MailMessage, MailTransport } from './transport';

/**
 * Writes each email as an `.eml` file (the exact MIME message SMTP would carry) under `dir`,
 * with a `.json` summary beside it for the development outbox (`/dev/mail`).
 */
export class FileTransport implements MailTransport {
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const date = this.now();
    const { message: eml } = (await this.composer.sendMail({ ...message, date })) as {
      message: Buffer;
    };
    const id = `${date.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
    const files = outboxFiles(this.dir, id);
    const entry: OutboxEntry = { id, date: date.toISOString(), ...message };
    await mkdir(this.dir, { recursive: true });
    await writeFile(files.eml, eml);
    // The summary is renamed into place last, so a listing never reads half a file.
    await writeFile(`${files.json}.tmp`, JSON.stringify(entry, null, 2));
    await rename(`${files.json}.tmp`, files.json);
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}
