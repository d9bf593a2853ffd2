import { fanFace } from '../common';
import { fanTones, material, shade } from '../palette';
import type { BuildScene, SceneGpu } from '../scene';
import { bars, fragment, h, pd, rect, type Markup } from '../svg';
import type { Box, CaseLayout, FanSlab } from './layout';

/** The parts inside a case, drawn in millimetres as seen through the side panel. */

const lit = (box: Box) =>
  rect(box.x, box.y, box.w, box.h, { rx: Math.min(box.w, box.h) / 2, class: 'lt' });

export function motherboard(layout: CaseLayout, scene: BuildScene): Markup {
  const { board: b, cpu, slotY, gpu } = layout;
  const itx = scene.board.formFactor === 'Mini-ITX';
  const gpuBottom = gpu ? gpu.y + gpu.h : slotY;
  const slots = [];
  for (let y = slotY + 2.5; y < b.y + b.h - 12; y += 2 * 20.32)
    slots.push({ x: b.x + 44, y, length: 89 });
  const emptyDimms = layout.dimmSlots
    .filter((_, index) => !layout.filledSlots.includes(index))
    .map((slot) => ({ x: slot.x + slot.w / 2, y: slot.y, length: slot.h }));
  const m2Below = scene.board.m2Slots > 1 && gpuBottom + 30 < b.y + b.h;
  const chipset = !itx && gpuBottom + 60 < b.y + b.h;
  return fragment(
    rect(b.x, b.y, b.w, b.h, {
      rx: 3,
      fill: material.pcb,
      stroke: material.pcbLine,
      'stroke-width': 1.5,
    }),
    rect(b.x + 2, b.y + 8, 34, Math.min(130, b.h - 30), { rx: 4, class: 'mt' }),
    scene.argb && lit({ x: b.x + 29, y: b.y + 16, w: 3, h: Math.min(110, b.h - 50) }),
    rect(cpu.x - 46, b.y + 6, 86, 16, { class: 'mt' }),
    rect(b.x + 40, b.y + 28, 15, Math.min(100, b.h - 60), { class: 'mt' }),
    rect(cpu.x - 30, cpu.y - 30, 60, 60, { fill: material.pcbLine }),
    bars([...slots, ...emptyDimms.map((slot) => ({ ...slot, vertical: true }))], false, {
      stroke: '#2e3647',
      'stroke-width': 5,
    }),
    scene.board.m2Slots > 0 && rect(b.x + 44, slotY - 18, 62, 12, { class: 'mt' }),
    m2Below && rect(b.x + 44, gpuBottom + 10, 80, 12, { class: 'mt' }),
    chipset && rect(b.x + b.w - 70, b.y + b.h - 62, 50, 42, { rx: 4, class: 'mt' }),
    scene.platform &&
      fragment(
        rect(b.x + 33, b.y + 10, 3, Math.min(126, b.h - 34), { fill: scene.platform }),
        rect(cpu.x - 44, b.y + 19, 82, 3, { fill: scene.platform }),
        chipset && rect(b.x + b.w - 64, b.y + b.h - 44, 38, 4, { rx: 2, fill: scene.platform }),
      ),
    rect(b.x + b.w - 13, cpu.y + 50, 8, Math.min(52, b.h - cpu.y + b.y - 70), { fill: '#07090c' }),
  );
}

export function memorySticks(layout: CaseLayout, argb: boolean): (Markup | null)[] {
  const sticks = layout.filledSlots.flatMap((index) => layout.dimmSlots[index] ?? []);
  const centre = (slot: Box) => slot.x + slot.w / 2;
  return [
    bars(
      sticks.map((slot) => ({ x: centre(slot), y: slot.y - 3, length: slot.h + 4 })),
      true,
      { stroke: '#232833', 'stroke-width': 8 },
    ),
    bars(
      sticks.map((slot) => ({ x: centre(slot), y: slot.y + 3, length: slot.h - 8 })),
      true,
      argb
        ? { class: 'ls', 'stroke-width': 4 }
        : { stroke: material.aluminiumDark, 'stroke-width': 4 },
    ),
  ];
}

export function graphicsCard(box: Box, gpu: SceneGpu, argb: boolean): Markup {
  const inner = box.w - 30;
  const diameter = Math.min(box.h - 14, inner / gpu.fans - 6);
  return fragment(
    rect(box.x - 2, box.y - 6, 4, box.h + 4, { fill: material.aluminium }),
    rect(box.x, box.y, box.w, box.h, {
      rx: 6,
      fill: '#181c24',
      stroke: '#3c4456',
      'stroke-width': 1.5,
    }),
    Array.from({ length: gpu.fans }, (_, i) =>
      fanFace(box.x + 15 + (inner / gpu.fans) * (i + 0.5), box.y + 4 + box.h / 2, diameter, false),
    ),
    rect(box.x + box.w - 8, box.y + 14, 3, box.h - 28, { fill: gpu.accent }),
    rect(box.x + 10, box.y + box.h - 4, box.w - 20, 3, { rx: 1.5, fill: gpu.accent }),
    rect(box.x + box.w - 48, box.y - 4, 24, 5, { fill: '#07090c' }),
    argb && lit({ x: box.x + 24, y: box.y + 3, w: box.w * 0.5, h: 3 }),
  );
}

const slabId = (slab: FanSlab) =>
  `f${slab.h > slab.w ? 'v' : 'h'}${Math.round(Math.max(slab.w, slab.h))}${slab.argb ? 'a' : ''}${
    slab.tone ? slab.tone[0] : ''
  }`;

/** A fan seen edge-on, drawn once per size, orientation, lighting and tone and then reused. */
function fanSlabTemplate(slab: FanSlab): Markup {
  const vertical = slab.h > slab.w;
  const w = Math.round(slab.w);
  const hh = Math.round(slab.h);
  const edge = vertical
    ? rect(2, 6, 3, hh - 12, { rx: 1.5, class: 'lt' })
    : rect(6, hh - 5, w - 12, 3, { rx: 1.5, class: 'lt' });
  return h(
    'g',
    { id: slabId(slab) },
    slab.argb &&
      h('ellipse', {
        cx: w / 2,
        cy: hh / 2,
        rx: vertical ? w * 2.2 : w * 0.55,
        ry: vertical ? hh * 0.55 : hh * 2.2,
        class: 'hl',
      }),
    rect(0, 0, w, hh, {
      class: 'fs',
      style: slab.tone
        ? `fill:${fanTones[slab.tone].frame};stroke:${fanTones[slab.tone].blade}`
        : null,
    }),
    slab.argb && edge,
  );
}

/** The templates of every fan slab in the layout, for `<defs>`. */
export function fanSlabDefs(slabs: readonly FanSlab[]): Markup[] {
  const unique = new Map(slabs.map((slab) => [slabId(slab), slab]));
  return [...unique.values()].map(fanSlabTemplate);
}

export function fans(slabs: readonly FanSlab[]): Markup[] {
  return slabs.map((slab) => h('use', { href: `#${slabId(slab)}`, x: slab.x, y: slab.y }));
}

function aio(layout: CaseLayout & { cooler: { kind: 'aio' } }): Markup {
  const { pump, radiator: r, vertical, fans: radiatorFans } = layout.cooler;
  const sx = pump.x + pump.w - 26;
  const sy = pump.y + 6;
  const tubes = [0, 12].map((o) => {
    if (vertical) {
      const ey = r.y + 8 + o;
      return pd`M${sx + o} ${sy}C${sx + o} ${ey - 30} ${r.x - 110} ${ey} ${r.x - 26} ${ey}`;
    }
    const ex = r.x + 6 + o;
    return pd`M${sx + o} ${sy}C${sx + o} ${sy - 50} ${ex} ${r.y + r.h + 58} ${ex} ${r.y + r.h - 2}`;
  });
  const core = vertical
    ? { x: r.x + 4, y: r.y + 14, w: r.w - 8, h: r.h - 28, fill: 'url(#fins)' }
    : { x: r.x + 14, y: r.y + 4, w: r.w - 28, h: r.h - 8, fill: 'url(#finsH)' };
  const argb = radiatorFans[0]?.argb ?? false;
  const ring = { cx: pump.x + pump.w / 2, cy: pump.y + pump.h / 2, r: 18, fill: 'none' };
  return fragment(
    rect(r.x, r.y, r.w, r.h, { fill: material.metalDark, stroke: '#3a4254' }),
    rect(core.x, core.y, core.w, core.h, { fill: core.fill }),
    fans(radiatorFans),
    h('path', {
      d: tubes.join(''),
      fill: 'none',
      stroke: '#06080b',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    rect(pump.x, pump.y, pump.w, pump.h, {
      rx: 12,
      fill: '#171b22',
      stroke: '#3d4556',
      'stroke-width': 1.5,
    }),
    argb
      ? h('circle', { ...ring, stroke: '#67e8f9', 'stroke-width': 3, filter: 'url(#glow)' })
      : h('circle', { ...ring, stroke: material.metalLight, 'stroke-width': 3 }),
  );
}

export function cpuCooler(layout: CaseLayout): Markup {
  const c = layout.cooler;
  if (c.kind === 'aio') return aio({ ...layout, cooler: c });
  if (c.kind === 'none') {
    return rect(layout.cpu.x - 20, layout.cpu.y - 20, 40, 40, { rx: 3, fill: material.aluminium });
  }
  if (c.kind === 'stock') {
    const b = c.body;
    return fragment(
      rect(b.x, b.y, b.w, b.h, { rx: 8, fill: '#14171d', stroke: '#353c4a' }),
      rect(b.x + 8, b.y + 10, b.w - 16, b.h - 20, { fill: 'url(#fins)' }),
    );
  }
  const f = c.fins;
  if (c.lowProfile) {
    return fragment(
      rect(f.x, f.y, f.w, f.h, { rx: 4, fill: material.aluminiumDark }),
      rect(f.x, f.y, f.w, f.h, { fill: 'url(#fins)' }),
      fanFace(f.x + f.w / 2, f.y + f.h / 2, f.w - 6, c.argb, c.tone),
    );
  }
  const pipes = [0, 1, 2, 3].map((i) => pd`M${f.x + 9 + i * 10.5} ${layout.cpu.y}V${f.y - 6}`);
  return fragment(
    h('path', {
      d: pipes.join(''),
      stroke: '#b07a4e',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    rect(f.x, f.y, f.w, f.h, { fill: material.aluminiumDark }),
    rect(f.x, f.y, f.w, f.h, { fill: 'url(#fins)' }),
    rect(f.x - 1, f.y - 3, f.w + 2, 7, { class: 'mt' }),
    fans(c.fans),
  );
}

export function shroudAndPsu(layout: CaseLayout, scene: BuildScene): Markup | null {
  if (layout.shroud) {
    const s = layout.shroud;
    const tone = scene.lightBody ? shade(scene.body, -0.06) : shade(scene.body, 0.05);
    return fragment(
      rect(s.x, s.y, s.w, s.h, { fill: tone }),
      h('path', {
        d: Array.from(
          { length: 6 },
          (_, i) => pd`M${s.x + s.w - 116 + i * 16} ${s.y + 28}v${s.h - 56}`,
        ).join(''),
        stroke: shade(tone, -0.35),
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }),
      !scene.empty &&
        h(
          'text',
          {
            x: s.x + 30,
            y: s.y + s.h / 2 + 5,
            'font-size': 14,
            'font-weight': 700,
            'letter-spacing': 5,
            fill: scene.lightBody ? shade(tone, -0.3) : shade(tone, 0.25),
          },
          'RIGSMITH',
        ),
      scene.lightStrip && lit({ x: s.x + 8, y: s.y - 1.5, w: s.w - 16, h: 3 }),
    );
  }
  const p = layout.psu;
  return p
    ? fragment(
        rect(p.x, p.y, p.w, p.h, { rx: 3, fill: '#15181e', stroke: '#3a4254' }),
        rect(p.x + 8, p.y + 8, p.w - 16, p.h - 16, { fill: 'url(#finsH)' }),
      )
    : null;
}
