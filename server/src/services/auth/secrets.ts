import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, url-safe: 43 characters. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 only: a leaked table gives no usable token. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
