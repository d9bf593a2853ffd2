export { darkTheme } from './themes/theme.css';
export { vars } from './themes/vars.css';
export { breakpoints, darkTokens, type Breakpoint, type Tokens } from './themes/tokens';
export { sprinkles, type Sprinkles } from './css/sprinkles.css';
export { canHover, mediaQuery, reducedMotion } from './css/media';

export * from './exports/core';
export * from './exports/commerce';
export * from './exports/navigation';
export * from './exports/forms';
export * from './exports/dialogs';
export * from './exports/feedback';
