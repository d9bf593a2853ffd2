import { memoryTypes } from '@pcshop/stores/schemas';
import type { MotherboardFormFactor, MotherboardSpecs } from '@pcshop/stores/schemas';
import { cleanText, countOf, identity, soldSocket, videoPortsFromText } from './fields';
import type { OpenDbMetadata } from './fields';
import { need, needPositive, parsedPart, type MappedPart } from './outcome';

/** The fields of OpenDB's Motherboard schema this mapper reads. */
export interface OpenDbMotherboard {
  metadata?: OpenDbMetadata | null;
  socket?: string | null;
  form_factor?: string | null;
  chipset?: string | null;
  memory?: { max?: number | null; ram_type?: string | null; slots?: number | null } | null;
  pcie_slots?: { quantity?: number | null; lanes?: number | null }[] | null;
  m2_slots?: { key?: string | null }[] | null;
  storage_devices?: { sata_6_gb_s?: number | null; sata_3_gb_s?: number | null } | null;
  wireless_networking?: string | null;
  fan_headers?: {
    cpu_fan?: number | null;
    case_fan?: number | null;
    pump?: number | null;
    cpu_opt?: number | null;
  } | null;
  rgb_headers?: { argb_5v?: number | null } | null;
  back_panel_ports?: string[] | null;
}

export const motherboardFormFactorsByOpenDbName: Readonly<Record<string, MotherboardFormFactor>> = {
  EATX: 'E-ATX',
  ATX: 'ATX',
  'Micro ATX': 'Micro-ATX',
  'Mini-ITX': 'Mini-ITX',
};

const wifiPattern = /wi-?fi|wlan|802\.11|antenna/i;

export function mapMotherboard(raw: OpenDbMotherboard): MappedPart {
  const { brand, title } = identity('motherboard', raw.metadata);
  const socket = need(
    soldSocket(raw.socket),
    `motherboard: socket ${raw.socket ?? 'missing'} not sold`,
  );
  const formFactor = need(
    motherboardFormFactorsByOpenDbName[raw.form_factor ?? ''],
    `motherboard: form factor ${raw.form_factor ?? 'missing'} not sold`,
  );
  const ramType = raw.memory?.ram_type;
  const memoryType = need(
    memoryTypes.find((type) => type === ramType),
    `motherboard: memory type ${ramType ?? 'missing'} not sold`,
  );
  const chipset = cleanText(need(raw.chipset, 'motherboard: chipset missing')).replace(
    /^(AMD|Intel)\s+/i,
    '',
  );
  const pcieSlots = raw.pcie_slots ?? [];
  const rearPorts = raw.back_panel_ports ?? [];
  const fans = raw.fan_headers;
  const cpuFans = countOf(fans?.cpu_fan);
  const caseFans = countOf(fans?.case_fan);
  const sata = countOf(raw.storage_devices?.sata_6_gb_s);
  return parsedPart('motherboard', { brand, title }, {
    socket,
    formFactor,
    chipset,
    memoryType,
    dimmSlots: needPositive(raw.memory?.slots, 'motherboard: memory slots missing'),
    maxMemoryGb: needPositive(raw.memory?.max, 'motherboard: maximum memory missing'),
    // E-key M.2 slots take a Wi-Fi card, not a drive.
    m2Slots: (raw.m2_slots ?? []).filter((slot) => slot.key?.includes('M')).length,
    pcieX16Slots:
      pcieSlots.length === 0 ? null : slotCount(pcieSlots.filter((slot) => slot.lanes === 16)),
    pcieSlots: pcieSlots.length === 0 ? null : slotCount(pcieSlots),
    sataPorts: sata === null ? null : sata + (countOf(raw.storage_devices?.sata_3_gb_s) ?? 0),
    argbHeaders: countOf(raw.rgb_headers?.argb_5v),
    // The headers OpenDB lists: CPU and case fans always, pump and optional CPU fan when present.
    fanHeaders:
      cpuFans === null || caseFans === null
        ? null
        : cpuFans + caseFans + (countOf(fans?.pump) ?? 0) + (countOf(fans?.cpu_opt) ?? 0),
    wifi: hasWifi(raw.wireless_networking, title, rearPorts),
    videoOutputs: rearPorts.length === 0 ? null : videoPortsFromText(rearPorts, 'with-displayport'),
  } satisfies MotherboardSpecs);
}

function slotCount(slots: { quantity?: number | null }[]): number {
  return slots.reduce((total, slot) => total + (countOf(slot.quantity) ?? 1), 0);
}

/**
 * Wi-Fi from OpenDB's `wireless_networking` ("None" is no); without it, from the model name
 * (boards with Wi-Fi are sold as "… WIFI") or the rear ports (antenna connectors, Wi-Fi module):
 * a board whose name and full rear port list mention neither has none. A slot for a module "sold
 * separately" is no Wi-Fi.
 */
function hasWifi(wireless: string | null | undefined, title: string, rearPorts: string[]): boolean {
  if (wireless?.trim()) {
    return !/^none$|sold separately|not included/i.test(wireless.trim());
  }
  return wifiPattern.test(title) || rearPorts.some((port) => wifiPattern.test(port));
}
