/**
 * What a person writes never holds a control character (Unicode Cc: the C0 set, DEL, C1):
 * PostgreSQL refuses NUL outright, and a line break or an escape in a name would travel into an
 * email header, a log line or a terminal. A text of one line (a name, an address line, a path)
 * takes none; a text of several lines (a message typed in a textarea) keeps its tabs and line
 * breaks (\t, \n, \r).
 */
export const controlFreeText = {
  line: /^\P{Cc}*$/u,
  lines: /^(?:[\t\n\r]|\P{Cc})*$/u,
} as const;
export type TextKind = keyof typeof controlFreeText;

/** Whether `value` holds a control character a text of that kind refuses. */
export const hasControlCharacters = (value: string, kind: TextKind = 'line') =>
  !controlFreeText[kind].test(value);

/** A CMS page's slug: lower-case words joined by `-`, at most 100 characters. */
export const cmsSlug = { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, maxLength: 100 } as const;

/** Whether a path can be a CMS page's slug (the schema's rule, without loading zod). */
export const isCmsSlug = (path: string) =>
  path.length <= cmsSlug.maxLength && cmsSlug.pattern.test(path);
