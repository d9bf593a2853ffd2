import type { MessageLocale } from '@pcshop/stores/schemas';

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * French spacing, written with ordinary spaces in the source so that it stays readable: a narrow
 * no-break space before `; ! ?` and as the thousands separator (as `Intl` formats `1 750 €`), a
 * no-break space before `:` and inside guillemets.
 */
function frenchSpacing(text: string): string {
  return text
    .replace(/ ([;!?])/g, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(/ :/g, `${NO_BREAK_SPACE}:`)
    .replace(/« /g, `«${NO_BREAK_SPACE}`)
    .replace(/ »/g, `${NO_BREAK_SPACE}»`)
    .replace(/(\d) (\d{3})(?![\dA-Za-z])/g, `$1${NARROW_NO_BREAK_SPACE}$2`);
}

/** A number never wraps away from its currency or percent sign (`1750 €`, `20 %`). */
function keepUnitsTogether(text: string): string {
  return text.replace(/(\d) ([€£%])/g, `$1${NO_BREAK_SPACE}$2`);
}

/** Typesets one text for its locale. */
export function typesetText(locale: MessageLocale, text: string): string {
  const spaced = keepUnitsTogether(text);
  return locale === 'fr-FR' ? frenchSpacing(spaced) : spaced;
}

/** Typesets every string inside a value (objects and arrays are copied, other values kept). */
export function typeset<T>(locale: MessageLocale, value: T): T {
  if (typeof value === 'string') return typesetText(locale, value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typeset(locale, item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, typeset(locale, item)]),
    ) as T;
  }
  return value;
}
