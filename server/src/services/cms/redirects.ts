import { eq, sql } from 'drizzle-orm';
import {
  editionOfCountry,
  editionTable,
  pathInEdition,
  redirectLocaleCountry,
} from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { redirects } from '../../db/schema/index';

export interface RedirectTarget {
  status: 301 | 302;
  /** The storefront path in the edition of the locale asked (`/fr/faq`). */
  location: string;
}

const prefixes = Object.values(editionTable).flatMap((info) =>
  info.prefix ? [info.prefix.slice(1)] : [],
);
const editionPrefix = new RegExp(`^(?:${prefixes.join('|')})(?:/|$)`);

/**
 * A legacy path as the redirects table keys it: lower case, no slashes at the ends, no repeated
 * slashes, no edition prefix (`/FR/Support/FAQs/` → `support/faqs`).
 */
export function normaliseLegacyPath(path: string): string {
  return path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')
    .replace(editionPrefix, '');
}

const redirectStatement = preparedPer((db) =>
  db
    .select()
    .from(redirects)
    .where(eq(redirects.fromPath, sql.placeholder('from')))
    .prepare('redirect'),
);

/**
 * Where a legacy path lives now, for the edition of `locale` (source document §7's map; unknown
 * locales are GB), or null when no redirect matches.
 */
export async function findRedirect(
  db: Database,
  path: string,
  locale: string | undefined,
): Promise<RedirectTarget | null> {
  const from = normaliseLegacyPath(path);
  if (!from) return null;
  const [row] = await redirectStatement(db).execute({ from });
  if (!row) return null;
  const edition = editionOfCountry[redirectLocaleCountry(locale)].edition;
  return { status: row.status as 301 | 302, location: pathInEdition(row.toPath, edition) };
}
