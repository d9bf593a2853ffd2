/**
 * A tiny SVG writer: `h()` builds elements, plain strings become escaped text, and only `h()` and
 * `svgDocument()` produce markup, so no text taken from data can reach the output unescaped.
 */

/** Markup that is safe to embed as is. */
export class Markup {
  constructor(readonly svg: string) {}
}

export type Child = Markup | string | number | null | undefined | false | readonly Child[];
export type AttrValue = string | number | null | undefined | false;
export type Attrs = Readonly<Record<string, AttrValue>>;

/** The system font stack: images load no font from anywhere. */
export const fontStack = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF). */
const forbidden =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text made safe for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(forbidden, '').replace(/[&<>"']/g, (char) => entities[char] ?? '');
}

/** A number as short as the drawings allow: one decimal, three below 1 (opacities, offsets). */
export function num(value: number): string {
  const factor = Math.abs(value) < 1 ? 1000 : 10;
  const rounded = Math.round(value * factor) / factor;
  return String(Object.is(rounded, -0) ? 0 : rounded).replace(/^(-?)0\./, '$1.');
}

function renderChildren(children: readonly Child[]): string {
  let out = '';
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (child instanceof Markup) out += child.svg;
    else if (typeof child === 'number') out += num(child);
    else if (typeof child === 'string') out += escapeXml(child);
    else out += renderChildren(child);
  }
  return out;
}

/** One element; attributes set to null, undefined or false are left out. */
export function h(tag: string, attrs?: Attrs | null, ...children: Child[]): Markup {
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    open += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  const inner = renderChildren(children);
  return new Markup(inner ? `${open}>${inner}</${tag}>` : `${open}/>`);
}

/** Children grouped without an element. */
export function fragment(...children: Child[]): Markup {
  return new Markup(renderChildren(children));
}

export const translate = (x: number, y: number) => `translate(${num(x)} ${num(y)})`;

/** An affine transform, `matrix(a b c d e f)`, with four decimals for the linear part. */
export const matrix = (a: number, b: number, c: number, d: number, e: number, f: number) =>
  `matrix(${[a, b, c, d]
    .map((v) => String(Math.round(v * 10000) / 10000).replace(/^(-?)0\./, '$1.'))
    .join(' ')} ${num(e)} ${num(f)})`;

/** A rounded-corner rectangle, the most common shape of these drawings. */
export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  attrs: Attrs = {},
): Markup {
  return h('rect', {
    x: x || null,
    y: y || null,
    width: Math.max(0, width),
    height: Math.max(0, height),
    ...attrs,
  });
}

export interface SvgDocument {
  width: number;
  height: number;
  /** The accessible name (`<title>`), usually the product's name. */
  title: string;
  defs?: Child[];
  children: Child[];
}

/** A standalone SVG file: real dimensions, a viewBox, `role="img"` and a `<title>`. */
export function svgDocument({ width, height, title, defs, children }: SvgDocument): string {
  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-labelledby': 't',
      'font-family': fontStack,
    },
    h('title', { id: 't' }, title),
    defs && defs.length > 0 ? h('defs', null, defs) : null,
    children,
  ).svg;
}

/** Path data (or any attribute) with its numbers rounded: pd`M${x} ${y}h${w}`. */
export function pd(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < values.length ? num(values[i] ?? 0) : ''),
    '',
  );
}

export interface Bar {
  x: number;
  y: number;
  length: number;
  /** Overrides the orientation given to `bars()`. */
  vertical?: boolean;
}

/**
 * Parallel bars of one thickness as a single stroked path (memory sticks, slots, vents): much
 * smaller than a rectangle each. `x`/`y` is where a bar's centre line starts.
 */
export function bars(list: readonly Bar[], vertical: boolean, attrs: Attrs): Markup | null {
  if (list.length === 0) return null;
  const d = list
    .map((bar) =>
      (bar.vertical ?? vertical)
        ? pd`M${bar.x} ${bar.y}v${bar.length}`
        : pd`M${bar.x} ${bar.y}h${bar.length}`,
    )
    .join('');
  return h('path', { d, ...attrs });
}
