import { sockets } from '@pcshop/stores/schemas';
import type { CategorySlug, Socket, VideoPort } from '@pcshop/stores/schemas';
import { need } from './outcome';

/** The `metadata` block every OpenDB part has (its schemas require `name`). */
export interface OpenDbMetadata {
  name?: string | null;
  manufacturer?: string | null;
}

/** OpenDB's `lighting` tags; an empty list says nothing either way. */
export type OpenDbLighting = string[] | null | undefined;

/** OpenDB's video port counts (GPU outputs, monitor inputs), keyed by port and version. */
export type OpenDbVideoCounts = Record<string, number | null | undefined> | null | undefined;

/** Collapses whitespace and drops trademark signs: `AMD Ryzen™ 5  7500F` → `AMD Ryzen 5 7500F`. */
export function cleanText(text: string): string {
  return text.replace(/[™®©]/g, '').replace(/\s+/g, ' ').trim();
}

/** Brand and title from the part's metadata; a part without both is skipped. */
export function identity(
  category: CategorySlug,
  metadata: OpenDbMetadata | null | undefined,
): { brand: string; title: string } {
  const brand = cleanText(metadata?.manufacturer ?? '');
  const title = cleanText(metadata?.name ?? '');
  need(brand || null, `${category}: manufacturer missing`);
  need(title || null, `${category}: name missing`);
  return { brand, title };
}

/**
 * OpenDB's socket names that differ from ours by more than the space in `LGA 1700`. OpenDB
 * names both revisions of LGA 1151 alike on its CPUs, so the second one's boards take its name.
 */
const socketAliases: Readonly<Record<string, string>> = {
  TR4: 'sTR4',
  'LGA 1151v2': 'LGA 1151',
};

/**
 * Our socket for OpenDB's socket name (`LGA 1700` → `LGA1700`); null for a socket we don't sell:
 * dual-socket boards (`2 x LGA 2011`), CPUs soldered to the board (`Integrated Atom`), server
 * sockets no board of ours has (`SP3`), and the narrow mounting of LGA 2011-3, which the coolers
 * for the square one don't fit.
 */
export function soldSocket(openDbSocket: string | null | undefined): Socket | null {
  if (!openDbSocket) return null;
  const name = (socketAliases[openDbSocket] ?? openDbSocket).replace(/^LGA (\d)/, 'LGA$1');
  return sockets.find((socket) => socket === name) ?? null;
}

/**
 * Whether the part has addressable RGB, from OpenDB's `lighting` tags: `ARGB` yes; any other tag
 * (`None`, `RGB`, `Fixed`, `Display`) no; an empty or absent list is unknown (null).
 */
export function argbFromLighting(lighting: OpenDbLighting): boolean | null {
  if (!lighting || lighting.length === 0) return null;
  return lighting.includes('ARGB');
}

/** Video ports present in OpenDB's port counts (`hdmi_2_1: 1` → HDMI), in our port order. */
export function videoPortsFromCounts(counts: OpenDbVideoCounts): VideoPort[] {
  if (!counts) return [];
  const present = new Set<VideoPort>();
  for (const [port, count] of Object.entries(counts)) {
    if (typeof count !== 'number' || count <= 0) continue;
    if (port.startsWith('hdmi')) present.add('HDMI');
    else if (port.startsWith('displayport')) present.add('DisplayPort');
    else if (port === 'usb_c') present.add('USB-C');
    else if (port.startsWith('dvi')) present.add('DVI');
    else if (port === 'vga') present.add('VGA');
  }
  return inPortOrder(present);
}

const usbCPattern = /usb[- ]?(type[- ]?)?c\b|\btype[- ]?c\b/i;
const displayPortPattern = /displayport|\bdp\b/i;
const otherPortPatterns: [VideoPort, RegExp][] = [
  ['HDMI', /hdmi/i],
  ['DisplayPort', displayPortPattern],
  ['DVI', /\bdvi/i],
  ['VGA', /\bvga\b|d-sub/i],
];

/**
 * Video ports named in free text (`2 x HDMI 2.0`, `1 x DisplayPort 1.4`), in our port order.
 * A monitor's connector list names its inputs, so a USB-C port there is a video input
 * (`usbC: 'named'`). A motherboard's rear ports include data-only USB-C ports, so there a USB-C
 * port counts only when its entry says it carries DisplayPort (`usbC: 'with-displayport'`).
 */
export function videoPortsFromText(
  texts: readonly string[],
  usbC: 'named' | 'with-displayport',
): VideoPort[] {
  const present = new Set<VideoPort>();
  for (const text of texts) {
    if (usbCPattern.test(text)) {
      if (usbC === 'named' || displayPortPattern.test(text)) present.add('USB-C');
      if (usbC === 'with-displayport') continue;
    }
    for (const [port, pattern] of otherPortPatterns) {
      if (pattern.test(text) && !(port === 'DisplayPort' && /\bdp alt/i.test(text))) {
        present.add(port);
      }
    }
  }
  return inPortOrder(present);
}

const portOrder: VideoPort[] = ['HDMI', 'DisplayPort', 'USB-C', 'DVI', 'VGA'];

function inPortOrder(ports: Set<VideoPort>): VideoPort[] {
  return portOrder.filter((port) => ports.has(port));
}

/** A whole count from the dataset (0 allowed); null or absent is unknown. */
export function countOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}
