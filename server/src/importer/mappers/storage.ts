import type { StorageSpecs } from '@pcshop/stores/schemas';
import { identity, type OpenDbMetadata } from './fields';
import { need, needPositive, parsedPart, type MappedPart } from './outcome';

/** The fields of OpenDB's Storage schema this mapper reads. */
export interface OpenDbStorage {
  metadata?: OpenDbMetadata | null;
  storage_type?: string | null;
  form_factor?: string | null;
  interface?: string | null;
  capacity?: number | null;
  nvme?: boolean | null;
}

const kinds: Readonly<Record<string, StorageSpecs['kind']>> = { SSD: 'ssd', HDD: 'hdd' };

/** Full-length M.2 and the two drive bays: the form factors our slots and bays are counted in. */
const formFactors: Readonly<Record<string, StorageSpecs['formFactor']>> = {
  'M.2-2280': 'M.2',
  '2.5"': '2.5',
  '3.5"': '3.5',
};

/** Maps everything OpenDB has; sequential read and write speeds it has not: unknown (null). */
export function mapStorage(raw: OpenDbStorage): MappedPart {
  const { brand, title } = identity('storage', raw.metadata);
  const type = need(raw.storage_type, 'storage: drive type missing');
  const kind = need(kinds[type], `storage: drive type ${type} not sold`);
  const formFactorName = need(raw.form_factor, 'storage: form factor missing');
  const formFactor = need(
    formFactors[formFactorName],
    `storage: form factor ${formFactorName} not sold`,
  );
  const interfaceName = need(raw.interface, 'storage: interface missing');
  return parsedPart('storage', { brand, title }, {
    kind,
    interface: need(
      driveInterface(interfaceName, raw.nvme),
      `storage: interface ${interfaceName} not sold`,
    ),
    formFactor,
    capacityGb: Math.round(needPositive(raw.capacity, 'storage: capacity missing')),
    readMBps: null,
    writeMBps: null,
  } satisfies StorageSpecs);
}

/**
 * `M.2 PCIe 4.0 x4` → nvme (unless OpenDB says the drive is an AHCI one); `M.2 SATA`,
 * `SATA 6.0 Gb/s` → sata; SAS, U.2, mSATA and add-in cards are not sold.
 */
function driveInterface(
  name: string,
  nvme: boolean | null | undefined,
): StorageSpecs['interface'] | null {
  if (/^M\.2 PCIe/.test(name)) return nvme === false ? null : 'nvme';
  if (/^(M\.2 )?SATA\b/.test(name)) return 'sata';
  return null;
}
