import { style, styleVariants } from '@vanilla-extract/css';

/**
 * The room each provider's widget takes, kept from the form's first paint so that nothing moves
 * when it arrives: Turnstile's `flexible` widget is 65 px high, reCAPTCHA's inline badge 60 px.
 */
export const box = styleVariants({
  turnstile: { minHeight: '65px' },
  recaptcha: { minHeight: '60px' },
});

/**
 * Where a provider puts its widget; takes no room (nor a gap) while empty. No line height: the
 * widget's frame is inline, and the line's descent would add to its height.
 */
export const widget = style({
  lineHeight: 0,
  selectors: { '&:empty': { display: 'none' } },
});
