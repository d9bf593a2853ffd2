import type { OsSpecs } from '@pcshop/stores/schemas';
import { identity, type OpenDbMetadata } from './fields';
import { need, parsedPart, SkipPart, type MappedPart } from './outcome';

/** OpenDB's OS schema: a name and a maker; edition and licence are in the name. */
export interface OpenDbOs {
  metadata?: OpenDbMetadata | null;
}

/**
 * `Microsoft Windows 11 Pro | System Builder DVD` → Windows 11 Pro, OEM licence. We sell the
 * Home and Pro editions of Windows 10 and 11, both 64-bit; System Builder (OEM) packs are OEM
 * licences, downloads and USB boxes retail ones.
 */
export function mapOs(raw: OpenDbOs): MappedPart {
  const { brand, title } = identity('os', raw.metadata);
  const windows = need(/\bWindows (10|11)\b/i.exec(title), `os: ${title} not sold`);
  const edition = need(/\b(Home|Pro)\b/i.exec(title), 'os: edition missing');
  return parsedPart('os', { brand, title }, {
    edition: `Windows ${windows[1]} ${capitalised(edition[1])}`,
    licence: licence(title),
    architecture: '64-bit',
  } satisfies OsSpecs);
}

function licence(title: string): OsSpecs['licence'] {
  if (/system builder|\boem\b/i.test(title)) return 'oem';
  if (/download|\busb\b|retail/i.test(title)) return 'retail';
  throw new SkipPart('os: licence channel missing');
}

function capitalised(word: string | undefined): string {
  const text = (word ?? '').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
