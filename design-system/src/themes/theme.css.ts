import { createTheme } from '@vanilla-extract/css';
import { darkTokens } from './tokens';
import { vars } from './vars.css';

/** The shop's look: dark surfaces, one electric accent, one warm accent for deals. */
export const darkTheme = createTheme(vars, darkTokens);
