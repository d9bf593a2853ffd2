/**
 * Colours of the renders. The surface, text and accent values are the dark theme's tokens
 * (design-system/src/themes/tokens.ts; palette.test.ts keeps them equal), so the images sit on
 * the shop's surfaces; the rest are material colours of the hardware drawn.
 */
export const ui = {
  surface: '#0b0d12',
  surfaceRaised: '#141821',
  surfaceOverlay: '#1c2130',
  surfaceSunken: '#07080b',
  border: '#2a3142',
  borderStrong: '#465069',
  text: '#eef1f7',
  textMuted: '#a3acbf',
  accent: '#22d3ee',
  accentHover: '#67e8f9',
  deal: '#fb923c',
} as const;

export const material = {
  pcb: '#131924',
  pcbLine: '#263044',
  metalDark: '#1b1f28',
  metal: '#333a47',
  metalLight: '#596275',
  aluminium: '#8d96a6',
  aluminiumDark: '#5d6574',
  fanHub: '#262b36',
  fanBlade: '#3a4150',
  glassEdge: '#9fb3c8',
  whiteLight: '#dbe4f0',
  /** Wooden front slats (Fractal's North and Terra). */
  walnut: '#7b4f2e',
} as const;

/** Brand colours of the CPU and GPU makers, for the touches that make a part recognisable. */
export const brandColours = {
  amd: '#e2231a',
  intel: '#1c8fe0',
  nvidia: '#76b900',
} as const;

/** Fan colours a maker is known by, instead of the usual black: Noctua's beige and brown. */
export const fanTones = {
  noctua: { frame: '#cdb89a', blade: '#7a4a33', hub: '#cdb89a' },
} as const;
export type FanTone = keyof typeof fanTones;

const hexPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour when it is a CSS hex colour, else the fallback (colours come from data). */
export function safeHex(value: string, fallback: string): string {
  return hexPattern.test(value.trim()) ? value.trim().toLowerCase() : fallback;
}

const caseColourWords: readonly (readonly [RegExp, string])[] = [
  [/\bblack|\bgraphite|\bonyx|\bcharcoal/, '#1c2029'],
  [/\bwhite|\bsnow|\bfrost/, '#e6e9ee'],
  [/\bsilver|\baluminium|\baluminum/, '#aeb5c0'],
  [/\bgr[ae]y|\btitanium|\bgunmetal|\bspace/, '#4b515c'],
  [/\bred\b|\bcrimson/, '#9f2027'],
  [/\bblue|\bnavy/, '#274a86'],
  [/\bgreen|\bsage|\bolive/, '#2f6b4f'],
  [/\bpink|\brose/, '#e08aab'],
  [/\bpurple|\bviolet/, '#5d3f9e'],
  [/\borange/, '#d86a2c'],
  [/\byellow|\bgold/, '#c9a63a'],
  [/\bwood|\bwalnut|\bbrown|\boak/, '#6e4a2e'],
  [/\bbeige|\bsand|\bcream|\bkhaki/, '#cbbf9f'],
];

/** A case's body colour from its catalogue colour name ("Black", "White / Wood", "#2a2f3a"). */
export function caseBodyColour(colour: string): string {
  const name = colour.trim().toLowerCase();
  if (hexPattern.test(name)) return name;
  let best: { index: number; hex: string } | null = null;
  for (const [pattern, hex] of caseColourWords) {
    const match = pattern.exec(name);
    if (match && (!best || match.index < best.index)) best = { index: match.index, hex };
  }
  return best?.hex ?? '#1c2029';
}

function channels(hex: string): [number, number, number] {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `hex` mixed with `other` by `weight` (0 keeps `hex`, 1 gives `other`). */
export function mix(hex: string, other: string, weight: number): string {
  const towards = channels(other);
  return `#${channels(hex)
    .map((c, i) =>
      Math.round(c + ((towards[i] ?? c) - c) * Math.min(1, Math.max(0, weight)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour mixed towards white (amount > 0) or black (amount < 0), as hex. */
export function shade(hex: string, amount: number): string {
  return mix(hex, amount > 0 ? '#ffffff' : '#000000', Math.abs(amount));
}
