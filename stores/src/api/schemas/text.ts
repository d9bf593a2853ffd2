import { z } from 'zod';
import { controlFreeText, validationMessage, type TextKind } from '../constants/index';

/**
 * The check of every text a request carries: no control characters (`controlFreeText`). It ends
 * the field's checks, so a name with a NUL is not also told to use the Latin alphabet.
 */
export const controlFree = (kind: TextKind = 'line') =>
  z.regex(controlFreeText[kind], { error: validationMessage('controlCharacters'), abort: true });

/** A text taken as written (a path, a token, a referrer): only the control-character check. */
export const plainText = (kind: TextKind = 'line') => z.string().check(controlFree(kind));
