import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server wrote, as latin1 text. */
  answer: string;
  /** The answer's status, or 0 when none came. */
  status: number;
  /** The answer's body (after the blank line). */
  body: string;
  /** From the first byte written to the first byte of the answer (or to the close, without one). */
  answeredAfterMs: number;
  /** From the first byte written to the server closing the connection. */
  closedAfterMs: number;
}

/**
 * Writes `chunks` to a raw connection to `port`, `gapMs` apart (a slow client), and collects what
 * comes back until the server closes it: what `app.inject` can't show (the HTTP parser's
 * refusals, timeouts).
 */
export async function rawExchange(
  port: number,
  chunks: (string | Buffer)[],
  gapMs = 0,
): Promise<RawExchange> {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  let answeredAt: number | undefined;
  socket.on('data', (data: Buffer) => {
    answeredAt ??= performance.now();
    answer += data.toString('latin1');
  });
  // A server that answers before reading everything resets the connection: that is its answer.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const started = performance.now();
  for (const chunk of chunks) {
    if (socket.destroyed || !socket.writable) break;
    socket.write(chunk);
    if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  await closed;
  const closedAt = performance.now();
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  return {
    answer,
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
    body: rest.join('\r\n\r\n'),
    answeredAfterMs: (answeredAt ?? closedAt) - started,
    closedAfterMs: closedAt - started,
  };
}
