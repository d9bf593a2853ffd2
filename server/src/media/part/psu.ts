import type { PsuSpecs } from '@pcshop/stores/schemas';
import { ui } from '../palette';
import { bars, fragment, h, pd, rect } from '../svg';
import { CX, specLine, type PartDrawing } from './frame';

const badgeColours: Record<NonNullable<PsuSpecs['efficiency']>, string> = {
  '80+ White': '#e5e7eb',
  '80+ Bronze': '#b87d4b',
  '80+ Silver': '#c0c0c0',
  '80+ Gold': '#d4a82f',
  '80+ Platinum': '#b8c4cf',
  '80+ Titanium': '#8d9bab',
};

/**
 * The power supply from its fan side: guard over the fan, modular sockets (or fixed cables),
 * the efficiency badge's colour and the wattage.
 */
export function psuDrawing(specs: PsuSpecs): PartDrawing {
  const sfx = specs.formFactor !== 'ATX';
  const w = sfx ? 230 : 290;
  const hh = sfx ? 200 : 250;
  const x = CX - w / 2;
  const y = 200 - hh / 2;
  const r = Math.min(w * 0.82, hh) * 0.4;
  const cx = x + w * 0.42;
  const cy = y + hh / 2 - 6;
  const guard = [0.92, 0.68, 0.44]
    .map(
      (k) =>
        pd`M${cx - r * k} ${cy}a${r * k} ${r * k} 0 1 0 ${2 * r * k} 0a${r * k} ${r * k} 0 1 0 ${-2 * r * k} 0`,
    )
    .join('');
  const panelX = x + w * 0.82;
  const sockets = Array.from({ length: sfx ? 4 : 6 }, (_, i) => ({
    x: panelX + 10 + (i % 2) * 18,
    y: y + 30 + Math.floor(i / 2) * 42,
    length: 30,
  }));
  return {
    drawing: fragment(
      specs.modular === 'none' &&
        bars(
          [0, 1, 2].map((i) => ({ x: x + w - 4, y: y + 50 + i * 34, length: 50 })),
          false,
          { stroke: '#05060a', 'stroke-width': 14, 'stroke-linecap': 'round' },
        ),
      rect(x, y, w, hh, { rx: 10, fill: '#1a1e26', stroke: '#3d4556', 'stroke-width': 2 }),
      h('circle', { cx, cy, r, fill: '#090b10' }),
      h('path', {
        d: `${guard}${pd`M${cx - r} ${cy}h${2 * r}M${cx} ${cy - r}v${2 * r}`}`,
        fill: 'none',
        stroke: '#4a5263',
        'stroke-width': 3,
      }),
      h('circle', { cx, cy, r: r * 0.2, fill: '#262b36' }),
      specs.modular !== 'none' &&
        fragment(
          rect(panelX, y + 16, w * 0.18 - 8, hh - 32, { rx: 4, fill: '#0d1015' }),
          bars(specs.modular === 'full' ? sockets : sockets.slice(0, 2), true, {
            stroke: '#05060a',
            'stroke-width': 12,
          }),
        ),
      rect(x + 14, y + 14, 44, 24, {
        rx: 4,
        fill: specs.efficiency ? badgeColours[specs.efficiency] : ui.borderStrong,
      }),
      h(
        'text',
        {
          x: x + 36,
          y: y + 31,
          'font-size': 13,
          'font-weight': 800,
          'text-anchor': 'middle',
          fill: '#111',
        },
        '80+',
      ),
      h(
        'text',
        { x: x + 16, y: y + hh - 14, 'font-size': 22, 'font-weight': 800, fill: ui.textMuted },
        `${specs.wattage}W`,
      ),
    ),
    spec: specLine(`${specs.wattage} W`, specs.efficiency, specs.formFactor),
  };
}
