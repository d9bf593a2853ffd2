/** The slowest answer the suite accepts. */
export const SLOWEST_MS = 2000;

/** What came back for one request the suite sent. */
export interface Answer {
  /** `POST /api/contact/ticket: message with NUL`, for the report. */
  label: string;
  method: string;
  status: number;
  /** The raw body ('' for HEAD). */
  body: string;
  ms: number;
}

/**
 * Whether a body is in the API's error format, exactly: `{ error: { code, message, fields? } }`
 * with a snake_case code and nothing else beside it (Fastify's own `{ error, statusCode }` is not).
 */
export function inErrorFormat(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const keys = Object.keys(parsed);
  const error = (parsed as { error?: unknown }).error;
  if (keys.length !== 1 || typeof error !== 'object' || error === null) return false;
  const { code, message, fields, ...rest } = error as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    /^[a-z][a-z0-9_]*$/.test(code) &&
    typeof message === 'string' &&
    Object.keys(rest).length === 0 &&
    (fields === undefined || isFieldMap(fields))
  );
}

const isFieldMap = (fields: unknown) =>
  typeof fields === 'object' &&
  fields !== null &&
  Object.values(fields).every(
    (messages) => Array.isArray(messages) && messages.every((text) => typeof text === 'string'),
  );

/** A refusal (4xx, 5xx) of a request that has a body to show, outside the error format. */
export const outsideFormat = (answer: Answer) =>
  answer.status >= 400 && answer.method !== 'HEAD' && !inErrorFormat(answer.body);

/** The figures of a run: what was sent, what failed, the slowest answers. */
export class Figures {
  readonly answers: Answer[] = [];
  private readonly started = Date.now();

  add(answer: Answer): Answer {
    this.answers.push(answer);
    return answer;
  }

  get serverErrors() {
    return this.answers.filter((answer) => answer.status >= 500);
  }

  get outsideFormat() {
    return this.answers.filter(outsideFormat);
  }

  get tooSlow() {
    return this.answers.filter((answer) => answer.ms > SLOWEST_MS);
  }

  report(title: string, extra: Record<string, number | string> = {}): string {
    const slowest = [...this.answers].sort((a, b) => b.ms - a.ms)[0];
    const lines = [
      `${title}`,
      `  requests sent:          ${this.answers.length}`,
      ...Object.entries(extra).map(([name, value]) => `  ${`${name}:`.padEnd(24)}${value}`),
      `  answers by status:      ${this.byStatus()}`,
      `  5xx answers:            ${this.serverErrors.length}`,
      `  outside error format:   ${this.outsideFormat.length}`,
      `  slower than ${SLOWEST_MS} ms:     ${this.tooSlow.length}`,
      `  slowest:                ${slowest ? `${slowest.ms.toFixed(0)} ms (${slowest.label})` : '-'}`,
      `  run time:               ${((Date.now() - this.started) / 1000).toFixed(1)} s`,
    ];
    return lines.join('\n');
  }

  /** `400×1520 404×210 …`, the most frequent first. */
  private byStatus(): string {
    const counts = new Map<number, number>();
    for (const { status } of this.answers) counts.set(status, (counts.get(status) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  }

  /** The failing answers, one line each, for the assertion message. */
  failures(): string[] {
    const line = (why: string) => (answer: Answer) =>
      `${why}: ${answer.label} → ${answer.status} in ${answer.ms.toFixed(0)} ms ${answer.body.slice(0, 200)}`;
    return [
      ...this.serverErrors.map(line('5xx')),
      ...this.outsideFormat.filter((answer) => answer.status < 500).map(line('format')),
      ...this.tooSlow.map(line('slow')),
    ];
  }
}
