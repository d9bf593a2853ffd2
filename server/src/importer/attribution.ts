import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ImportError } from './errors';

const licenceFiles = ['LICENSE.txt', 'LICENSE', 'LICENSE.md', 'LICENCE.txt', 'LICENCE'];

/**
 * The attribution notice kept on every imported part (ODC-By §4.2 asks for one with any public
 * use): the database's name from its README title, the licence's name from the first heading of
 * its licence file, the source commit when SOURCE.txt records it, and the licence's address.
 * Without a licence file the import refuses to run: data whose terms we can't state isn't
 * published.
 */
export function readAttribution(root: string): string {
  const licenceFile = licenceFiles.map((name) => path.join(root, name)).find(existsSync);
  if (!licenceFile) {
    throw new ImportError(
      `${root} has no licence file (${licenceFiles.join(', ')}): without it the data can't be attributed`,
    );
  }
  const licenceText = readFileSync(licenceFile, 'utf8');
  const licence = firstHeading(licenceText) ?? firstLine(licenceText);
  const readme = readOptional(path.join(root, 'README.md'));
  const name = (readme && firstHeading(readme)) || 'BuildCores OpenDB';
  const commit = /\bcommit\s+([0-9a-f]{7,40})\b/i.exec(
    readOptional(path.join(root, 'SOURCE.txt')) ?? '',
  );
  const texts = `${readme ?? ''}\n${licenceText}`;
  const licenceUrl =
    /https?:\/\/(www\.)?opendatacommons\.org\/licenses\/[\w./-]+/i.exec(texts) ??
    /(www\.)?opendatacommons\.org\/licenses\/[\w./-]+/i.exec(texts);
  const source = commit ? `${name} (commit ${commit[1]?.slice(0, 12)})` : name;
  const address = licenceUrl ? `, ${withScheme(licenceUrl[0])}` : '';
  return `Contains information from ${source}, made available under the ${licence}${address}`;
}

function firstHeading(markdown: string): string | null {
  const heading = /^#\s+(.+)$/m.exec(markdown);
  return heading?.[1]?.trim() || null;
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? 'licence'
  );
}

function readOptional(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
