import type { MonitorSpecs } from '@pcshop/stores/schemas';
import {
  identity,
  videoPortsFromCounts,
  videoPortsFromText,
  type OpenDbMetadata,
  type OpenDbVideoCounts,
} from './fields';
import {
  known,
  knownPositive,
  knownRounded,
  need,
  needPositive,
  parsedPart,
  type MappedPart,
} from './outcome';

/** The fields of OpenDB's Monitor schema this mapper reads. */
export interface OpenDbMonitor {
  metadata?: OpenDbMetadata | null;
  screen_size?: number | null;
  resolution?: { horizontalRes?: number | null; verticalRes?: number | null } | null;
  refresh_rate?: number | null;
  panel_type?: string | null;
  video_outputs?: OpenDbVideoCounts;
  connectors?: string | null;
}

type Panel = MonitorSpecs['panel'];

/**
 * OpenDB's panel names by technology family: QD-OLED and WOLED are OLED panels; AHVA (AU
 * Optronics), PLS (Samsung) and Nano IPS (LG) are IPS-type panels; PVA and QD-VA are VA panels.
 * A Mini LED backlight says nothing of the panel unless the name carries it (Mini LED IPS).
 */
const panels: Readonly<Record<string, Panel>> = {
  IPS: 'IPS',
  'Nano IPS': 'IPS',
  AHVA: 'IPS',
  PLS: 'IPS',
  'Mini LED IPS': 'IPS',
  VA: 'VA',
  PVA: 'VA',
  'QD-VA': 'VA',
  'Mini LED VA': 'VA',
  TN: 'TN',
  OLED: 'OLED',
  'QD-OLED': 'OLED',
  WOLED: 'OLED',
};

export function mapMonitor(raw: OpenDbMonitor): MappedPart {
  const { brand, title } = identity('monitor', raw.metadata);
  const width = needPositive(raw.resolution?.horizontalRes, 'monitor: resolution missing');
  const height = needPositive(raw.resolution?.verticalRes, 'monitor: resolution missing');
  const resolution = `${width}x${height}`;
  const panelType = known(raw.panel_type);
  const panel =
    panelType === null ? null : need(panels[panelType], `monitor: panel ${panelType} not sold`);
  // Port counts when OpenDB has them, else the connector list (`1 x HDMI 1 x DisplayPort`).
  const counted = videoPortsFromCounts(raw.video_outputs);
  const inputs = counted.length > 0 ? counted : videoPortsFromText([raw.connectors ?? ''], 'named');
  return parsedPart('monitor', { brand, title }, {
    sizeInch: knownPositive(raw.screen_size),
    resolution,
    refreshHz: knownRounded(raw.refresh_rate),
    panel,
    inputs: inputs.length > 0 ? inputs : null,
  } satisfies MonitorSpecs);
}
