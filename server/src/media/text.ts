import { h, type Attrs, type Markup } from './svg';

/**
 * Text metrics without a font: an estimate per character class of a system sans-serif, on the
 * wide side (DejaVu Sans, the fallback on Linux, is wider than Segoe UI or SF), good enough to
 * size badges and to decide when a line must be squeezed or wrapped.
 */
function charWidth(char: string): number {
  if (char === ' ') return 0.28;
  if ('iljtf.,:;!|\'"()[]Iı'.includes(char)) return 0.3;
  if ('mwMW@%'.includes(char)) return 0.86;
  if (/[A-Z0-9#&]/.test(char)) return 0.66;
  return 0.55;
}

export function textWidth(text: string, fontSize: number, bold = false): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width * fontSize * (bold ? 1.2 : 1.1);
}

export interface TextOptions extends Attrs {
  x: number;
  y: number;
  /** Given here or inherited; the width estimate needs it either way. */
  'font-size'?: number;
}

/**
 * A line of text that never overflows `maxWidth`: when the estimate says it would, the browser
 * is told its exact length (`textLength`) and squeezes the glyphs to fit.
 */
export function fittedText(
  text: string,
  maxWidth: number,
  attrs: TextOptions,
  inheritedSize = 16,
): Markup {
  const bold = Number(attrs['font-weight'] ?? 400) >= 600;
  const anchor = attrs['text-anchor'] ?? 'start';
  const natural = textWidth(text, attrs['font-size'] ?? inheritedSize, bold);
  const squeeze = natural > maxWidth;
  return h(
    'text',
    {
      ...attrs,
      'text-anchor': anchor === 'start' ? null : anchor,
      textLength: squeeze ? maxWidth : null,
      lengthAdjust: squeeze ? 'spacingAndGlyphs' : null,
    },
    text,
  );
}

/** Words into at most `maxLines` lines of `maxWidth`; the last line keeps whatever is left. */
export function wrapText(
  text: string,
  maxWidth: number,
  fontSize: number,
  maxLines: number,
  bold = false,
): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize, bold) > maxWidth) {
      if (lines.length === maxLines - 1) {
        lines.push(words.slice(index - line.split(' ').length).join(' '));
        return lines;
      }
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
