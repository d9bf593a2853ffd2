import type { AccessorySpecs } from '@pcshop/stores/schemas';
import { identity, type OpenDbMetadata } from './fields';
import { need, parsedPart, type MappedPart } from './outcome';

/** The fields of OpenDB's Keyboard and Mouse schemas this mapper reads. */
export interface OpenDbKeyboardOrMouse {
  metadata?: OpenDbMetadata | null;
  connectivity?: string[] | null;
}

/** The fields of OpenDB's Headphones schema this mapper reads. */
export interface OpenDbHeadphones {
  metadata?: OpenDbMetadata | null;
  connection_types?: string[] | null;
}

type Kind = AccessorySpecs['kind'];
type Connection = AccessorySpecs['connection'];

export const mapKeyboard = (raw: OpenDbKeyboardOrMouse) =>
  mapAccessory('keyboard', raw.metadata, raw.connectivity);
export const mapMouse = (raw: OpenDbKeyboardOrMouse) =>
  mapAccessory('mouse', raw.metadata, raw.connectivity);
export const mapHeadphones = (raw: OpenDbHeadphones) =>
  mapAccessory('headset', raw.metadata, raw.connection_types);

const usbConnections = new Set(['Wired', 'Wired USB-A', 'Wired USB-C', 'USB-A', 'USB-C']);

function mapAccessory(
  kind: Kind,
  metadata: OpenDbMetadata | null | undefined,
  connections: string[] | null | undefined,
): MappedPart {
  const { brand, title } = identity('accessory', metadata);
  const listed = connections ?? [];
  return parsedPart('accessory', { brand, title }, {
    kind,
    connection:
      listed.length === 0
        ? null
        : need(connection(listed), `accessory: ${kind} connection ${listed.join(', ')} not sold`),
    pcieCard: false,
  } satisfies AccessorySpecs);
}

/**
 * The connection the product is sold for: a 2.4 GHz receiver makes it wireless (even when it
 * also takes a cable or Bluetooth), else Bluetooth, else a USB cable. OpenDB's plain "Wired" on a
 * keyboard or mouse is a USB cable; analogue headphone jacks alone are not sold.
 */
function connection(listed: string[]): Connection | null {
  if (listed.some((name) => name === 'Wireless 2.4GHz' || name === 'Wireless RF')) {
    return 'wireless';
  }
  if (listed.includes('Bluetooth')) return 'bluetooth';
  if (listed.some((name) => usbConnections.has(name))) return 'usb';
  return null;
}
