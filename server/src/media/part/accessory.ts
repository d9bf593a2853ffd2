import type { AccessorySpecs } from '@pcshop/stores/schemas';
import { material, ui } from '../palette';
import { bars, fragment, h, rect } from '../svg';
import type { PartDrawing } from './frame';

const body = { fill: '#1a1e26', stroke: '#4a5263', 'stroke-width': 2 };

function keyboard() {
  return fragment(
    rect(40, 120, 400, 160, { rx: 14, ...body }),
    rect(58, 138, 364, 124, { rx: 4, fill: 'url(#keys)' }),
    rect(160, 240, 160, 20, { rx: 3, fill: '#2a303c' }),
  );
}

function mouse() {
  return fragment(
    h('path', {
      d: 'M240 70C310 70 330 140 330 210C330 290 290 330 240 330C190 330 150 290 150 210C150 140 170 70 240 70Z',
      ...body,
    }),
    h('path', { d: 'M240 70V170M150 170H330', fill: 'none', stroke: '#4a5263', 'stroke-width': 2 }),
    rect(232, 100, 16, 40, { rx: 8, fill: '#2a303c' }),
    rect(196, 300, 88, 6, { rx: 3, fill: ui.accent, filter: 'url(#glow)' }),
  );
}

function headset() {
  return fragment(
    h('path', {
      d: 'M130 230C130 70 350 70 350 230',
      fill: 'none',
      stroke: '#2a303c',
      'stroke-width': 22,
      'stroke-linecap': 'round',
    }),
    [130, 350].map((cx) => rect(cx - 42, 200, 84, 120, { rx: 36, ...body })),
    [130, 350].map((cx) =>
      rect(cx - 6, 220, 12, 80, { rx: 6, fill: ui.accent, filter: 'url(#glow)' }),
    ),
    h('path', {
      d: 'M110 300C80 330 110 350 150 348',
      fill: 'none',
      stroke: '#2a303c',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
  );
}

/** An expansion card: PCB, bracket, gold contacts, and what its kind carries. */
function card(kind: 'wifi-card' | 'capture-card' | 'sound-card') {
  const extras =
    kind === 'wifi-card'
      ? fragment(
          h('path', {
            d: 'M87 104L52 28M87 104V22M87 104L122 28',
            stroke: '#1a1e26',
            'stroke-width': 12,
            'stroke-linecap': 'round',
          }),
          rect(140, 150, 120, 80, { rx: 6, fill: '#20252f', stroke: '#4a5263' }),
        )
      : kind === 'capture-card'
        ? rect(110, 130, 250, 120, {
            rx: 10,
            fill: '#20252f',
            stroke: ui.accent,
            'stroke-width': 2,
          })
        : fragment(
            rect(110, 130, 250, 120, { rx: 10, fill: '#20252f', stroke: '#4a5263' }),
            h('circle', {
              cx: 235,
              cy: 190,
              r: 34,
              fill: 'none',
              stroke: ui.deal,
              'stroke-width': 4,
            }),
          );
  return fragment(
    rect(90, 110, 300, 160, { rx: 6, fill: '#0f1d16', stroke: '#2f5a43', 'stroke-width': 2 }),
    rect(80, 100, 14, 200, { rx: 2, fill: material.aluminium }),
    bars([{ x: 150, y: 278, length: 110 }], false, { stroke: '#c9a63a', 'stroke-width': 14 }),
    extras,
  );
}

function gamepad() {
  return fragment(
    h('path', {
      d: 'M120 130H360C410 130 430 200 440 260C450 320 400 340 370 300L340 260H140L110 300C80 340 30 320 40 260C50 200 70 130 120 130Z',
      ...body,
    }),
    [
      [170, 190],
      [290, 240],
    ].map(([cx, cy]) =>
      h('circle', { cx, cy, r: 24, fill: '#0d1015', stroke: '#4a5263', 'stroke-width': 2 }),
    ),
    h('path', { d: 'M175 240h40M195 220v40', stroke: '#0d1015', 'stroke-width': 14 }),
    [
      [340, 170, '#4ade80'],
      [370, 195, '#f87171'],
      [310, 195, '#60a5fa'],
      [340, 220, '#facc15'],
    ].map(([cx, cy, fill]) => h('circle', { cx, cy, r: 11, fill })),
    h('circle', { cx: 240, cy: 160, r: 12, fill: ui.accent, filter: 'url(#glow)' }),
  );
}

const connectionNames: Record<NonNullable<AccessorySpecs['connection']>, string> = {
  usb: 'USB',
  wireless: '2.4 GHz',
  bluetooth: 'Bluetooth',
  pcie: 'PCIe',
};

/** A recognisable outline per kind: keyboard, mouse, headset, expansion card or gamepad. */
export function accessoryDrawing(specs: AccessorySpecs): PartDrawing {
  const kind = specs.kind;
  const drawing =
    kind === 'keyboard'
      ? keyboard()
      : kind === 'mouse'
        ? mouse()
        : kind === 'headset'
          ? headset()
          : kind === 'controller'
            ? gamepad()
            : card(kind);
  return {
    drawing,
    spec: specs.connection ? connectionNames[specs.connection] : '',
    defs: [
      h(
        'pattern',
        { id: 'keys', width: 26, height: 25, patternUnits: 'userSpaceOnUse', x: 58, y: 138 },
        rect(1, 1, 23, 22, { rx: 4, fill: '#2a303c' }),
      ),
    ],
  };
}
