/** One typed token set: every theme fills this same shape (see vars.css.ts). */
export interface Tokens {
  color: {
    surface: string;
    surfaceRaised: string;
    surfaceOverlay: string;
    surfaceSunken: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    textInverse: string;
    accent: string;
    accentHover: string;
    accentText: string;
    focus: string;
    deal: string;
    dealText: string;
    success: string;
    warning: string;
    critical: string;
    criticalSurface: string;
    successSurface: string;
    warningSurface: string;
    scrim: string;
  };
  font: { body: string; heading: string; mono: string };
  fontSize: {
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    display: string;
  };
  lineHeight: { tight: string; normal: string; relaxed: string };
  fontWeight: { regular: string; medium: string; bold: string };
  /** Tracking for small upper-case labels (eyebrows, table group headers). */
  letterSpacing: { wide: string };
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    xxxlarge: string;
  };
  radius: { none: string; small: string; medium: string; large: string; full: string };
  shadow: { none: string; small: string; medium: string; large: string; glow: string };
  motion: { fast: string; normal: string; slow: string; easing: string };
  iconSize: { small: string; medium: string; large: string; xlarge: string };
  /** Heights of interactive controls; medium is the 44px touch target. */
  controlSize: { small: string; medium: string; large: string };
  borderWidth: { thin: string; thick: string };
  /** Stacking: menus, selects and list boxes (popover) open above dialogs (overlay); toasts top. */
  zIndex: {
    raised: string;
    sticky: string;
    overlay: string;
    popover: string;
    toast: string;
    loader: string;
  };
  /** Fixed measures of layout pieces (thumbnails, card columns, readable line length). */
  size: {
    thumbnail: string;
    media: string;
    cardMin: string;
    sidebar: string;
    measure: string;
    chartBar: string;
    /** Width of a dialog panel on wide screens. */
    dialog: string;
    /** Widest content column of header, footer and pages. */
    page: string;
  };
}

/** Breakpoints are media-query inputs, not CSS variables: min-width in px. */
export const breakpoints = { phone: 0, tabletSmall: 600, tablet: 768, desktop: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const darkTokens: Tokens = {
  color: {
    surface: '#0b0d12',
    surfaceRaised: '#141821',
    surfaceOverlay: '#1c2130',
    surfaceSunken: '#07080b',
    border: '#2a3142',
    borderStrong: '#465069',
    text: '#eef1f7',
    textMuted: '#a3acbf',
    textInverse: '#0b0d12',
    accent: '#22d3ee',
    accentHover: '#67e8f9',
    accentText: '#04141a',
    focus: '#22d3ee',
    deal: '#fb923c',
    dealText: '#1a0d02',
    success: '#4ade80',
    warning: '#facc15',
    critical: '#f87171',
    criticalSurface: '#2a1215',
    successSurface: '#0f2418',
    warningSurface: '#2a230a',
    scrim: 'rgba(3, 4, 8, 0.72)',
  },
  font: {
    body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Space Grotesk Variable', 'Inter Variable', system-ui, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    medium: '1rem',
    large: '1.25rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
    display: 'clamp(2.25rem, 5vw, 3.5rem)',
  },
  lineHeight: { tight: '1.15', normal: '1.5', relaxed: '1.7' },
  fontWeight: { regular: '400', medium: '550', bold: '700' },
  letterSpacing: { wide: '0.06em' },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4.5rem',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '14px', full: '9999px' },
  shadow: {
    none: 'none',
    small: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 14px rgba(0, 0, 0, 0.45)',
    large: '0 12px 40px rgba(0, 0, 0, 0.55)',
    glow: '0 0 0 1px rgba(34, 211, 238, 0.5), 0 0 24px rgba(34, 211, 238, 0.25)',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  iconSize: { small: '1rem', medium: '1.25rem', large: '1.5rem', xlarge: '2rem' },
  controlSize: { small: '2rem', medium: '2.75rem', large: '3.25rem' },
  borderWidth: { thin: '1px', thick: '2px' },
  zIndex: {
    raised: '1',
    sticky: '100',
    overlay: '1000',
    popover: '1100',
    toast: '1200',
    loader: '2000',
  },
  size: {
    thumbnail: '4rem',
    media: '7.5rem',
    cardMin: '16rem',
    sidebar: '22rem',
    measure: '65ch',
    chartBar: '0.75rem',
    dialog: '32rem',
    page: '80rem',
  },
};
