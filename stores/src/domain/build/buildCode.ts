import { MAX_BUILD_LINES, MAX_PART_AMOUNT } from './limits';

/** A build as a list of part ids and amounts: what a draft, the local copy and a share link hold. */
export type BuildLines = readonly { id: string; amount: number }[];

/**
 * A compact, URL-safe code for a build (`id*amount.id*amount`), so a shared link reproduces it
 * exactly. Ids are catalogue ids (letters, digits, `-`, `_`).
 */
export function encodeBuild(lines: BuildLines): string {
  return lines.map(({ id, amount }) => (amount === 1 ? id : `${id}*${amount}`)).join('.');
}

/** The lines of a code; malformed entries are dropped rather than trusted. */
export function decodeBuild(code: string | null | undefined): BuildLines {
  if (!code) return [];
  const lines: { id: string; amount: number }[] = [];
  for (const entry of code.split('.').slice(0, MAX_BUILD_LINES)) {
    const match = /^([A-Za-z0-9_-]{1,80})(?:\*(\d{1,2}))?$/.exec(entry);
    if (!match) continue;
    const amount = match[2] ? Number(match[2]) : 1;
    if (amount < 1 || amount > MAX_PART_AMOUNT) continue;
    lines.push({ id: match[1]!, amount });
  }
  return lines;
}
