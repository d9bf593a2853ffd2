import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { Mailer } from '../email/mailer';
import type { AccessTokens } from './accessTokens';

/** What the auth and account services work with; built once by the auth plugin. */
export interface AuthDeps {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
}

/** The database or a transaction on it. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
