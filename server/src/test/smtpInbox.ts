import { SMTPServer } from 'smtp-server';

/** A message as it arrived: its subject and its decoded text and HTML parts. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuoted(data.replaceAll('_', ' ')),
  );

function decodeQuoted(body: string): string {
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < text.length; at += 1) {
    const hex = text.slice(at + 1, at + 3);
    if (text[at] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else {
      bytes.push(...Buffer.from(text[at]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The headers and body of one MIME entity (unfolded headers, lower-case names). */
function entity(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map(
    head.split(/\r?\n/).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { headers, body: raw.slice(split).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuoted(body);
  return body;
}

function readMail(raw: string, to: string[]): ReceivedMail {
  const message = entity(raw);
  const boundary = message.headers.get('content-type')?.match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => entity(part.replace(/^\r?\n/, '')))
    : [message];
  const partOf = (type: string) => {
    const part = parts.find((candidate) => candidate.headers.get('content-type')?.startsWith(type));
    return part ? decodeBody(part.headers, part.body).trim() : '';
  };
  return {
    to,
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
}

/** A real SMTP server on a free local port that keeps what it receives, for `SMTP_URL`. */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        try {
          received.push(
            readMail(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((rcpt) => rcpt.address),
            ),
          );
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** What arrived for `address`, in the order it arrived. */
    to: (address: string) =>
      received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
