import type { OsSpecs } from '@pcshop/stores/schemas';
import { identity, type OpenDbMetadata } from './fields';
import { need, parsedPart, type MappedPart } from './outcome';

/** OpenDB's OS schema: a name and a maker; edition and licence are in the name. */
export interface OpenDbOs {
  metadata?: OpenDbMetadata | null;
}

/** `Windows 11 Pro`, `Windows 11` (no edition named), `Windows Server 2019 Essentials`. */
const editionPatterns = [
  /\bWindows (?<version>10|11)(?: (?<edition>Home|Pro))?\b/i,
  /\b(?:Windows )?Server (?<version>\d{4})(?: (?<edition>Standard|Essentials|Datacenter))?\b/i,
];

/**
 * `Microsoft Windows 11 Pro | System Builder DVD` → Windows 11 Pro, OEM licence. Every edition of
 * Windows 10, 11 and Server in the dataset is 64-bit; System Builder (OEM) packs are OEM licences,
 * downloads and USB boxes retail ones, and a name that says neither leaves the licence unknown.
 */
export function mapOs(raw: OpenDbOs): MappedPart {
  const { brand, title } = identity('os', raw.metadata);
  const match = need(
    editionPatterns.map((pattern) => pattern.exec(title)).find((found) => found !== null),
    `os: ${title} not sold`,
  );
  const { version = '', edition } = match.groups ?? {};
  const server = /server/i.test(match[0]) ? 'Server ' : '';
  return parsedPart('os', { brand, title }, {
    edition: `Windows ${server}${version}${edition ? ` ${capitalised(edition)}` : ''}`,
    licence: licence(title),
    architecture: '64-bit',
  } satisfies OsSpecs);
}

function licence(title: string): OsSpecs['licence'] {
  if (/system builder|\boem\b/i.test(title)) return 'oem';
  if (/download|\busb\b|retail/i.test(title)) return 'retail';
  return null;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
