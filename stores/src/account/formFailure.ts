import { HTTPError } from 'ky';
import { parseApiError } from '../api/answers';
import { authErrorMessages, type AuthErrorCode } from '../api/constants/index';

/**
 * A refused form, as a page shows it: the server's stable code, the translation key of the
 * form-level message when the code has one (`validation:invalidCredentials`), and each field's
 * first message key (`{ email: 'validation:emailTaken' }`).
 */
export class FormFailure extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string | null,
    readonly fields: Readonly<Record<string, string>>,
    readonly status: number | null,
  ) {
    super(`Form refused: ${code}`);
    this.name = 'FormFailure';
  }
}

const isAuthErrorCode = (code: string): code is AuthErrorCode => code in authErrorMessages;

/** Reads a failed call's error body (SPEC §6) into a FormFailure; anything else is `network`. */
export async function toFormFailure(error: unknown): Promise<FormFailure> {
  if (error instanceof FormFailure) return error;
  if (!(error instanceof HTTPError)) return new FormFailure('network', null, {}, null);
  const status = error.response.status;
  const failure = await parseApiError(await error.response.json().catch(() => null));
  if (!failure) return new FormFailure(`http_${status}`, null, {}, status);
  const { code, fields = {} } = failure;
  const fieldKeys = Object.fromEntries(
    Object.entries(fields).flatMap(([field, messages]) =>
      messages[0]?.startsWith('validation:') ? [[field, messages[0]]] : [],
    ),
  );
  return new FormFailure(
    code,
    isAuthErrorCode(code) ? authErrorMessages[code] : null,
    fieldKeys,
    status,
  );
}

/** Runs a call; a refusal comes out as a FormFailure. */
export async function refusedAs<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toFormFailure(error);
  }
}
