import { ui } from '../palette';
import type { BuildScene } from '../scene';
import { fittedText, textWidth } from '../text';
import { fragment, h, matrix, pd, rect, type Markup } from '../svg';
import { HEIGHT, WIDTH, galleryImage, viewDefs } from './frame';
import { interior } from './interior';
import type { CaseLayout } from './layout';

const LABEL_COLUMN = 330;
const LABEL_SIZE = 17;

interface Callout {
  label: string;
  x: number;
  y: number;
}

/** Points (mm) the callouts of the main parts attach to. */
function callouts(scene: BuildScene, layout: CaseLayout): Callout[] {
  const { labels } = scene;
  const { cooler, gpu, board, cpu, shroud, psu } = layout;
  const list: (Callout | null)[] = [];
  const coolerPoint =
    cooler.kind === 'aio'
      ? {
          x: cooler.radiator.x + cooler.radiator.w / 2,
          y: cooler.radiator.y + cooler.radiator.h / 2,
        }
      : cooler.kind === 'air'
        ? { x: cooler.fins.x + cooler.fins.w / 2, y: cooler.fins.y + 14 }
        : null;
  if (labels.cooler && coolerPoint) list.push({ label: labels.cooler, ...coolerPoint });
  if (labels.cpu) list.push({ label: labels.cpu, x: cpu.x, y: cpu.y });
  const stick = layout.dimmSlots[layout.filledSlots[0] ?? -1];
  if (labels.memory && stick) list.push({ label: labels.memory, x: stick.x + 3, y: stick.y + 30 });
  if (labels.gpu && gpu)
    list.push({ label: labels.gpu, x: gpu.x + gpu.w * 0.8, y: gpu.y + gpu.h / 2 });
  if (labels.board)
    list.push({ label: labels.board, x: board.x + board.w - 40, y: board.y + board.h - 30 });
  const psuBox = shroud ?? psu;
  if (labels.psu && psuBox)
    list.push({ label: labels.psu, x: psuBox.x + psuBox.w * 0.3, y: psuBox.y + 24 });
  return list.filter((item): item is Callout => item !== null);
}

/** Classes of the callouts: leader line (`cl`), anchor dot (`cd`), label pill (`cp`). */
function calloutStyles(): Markup {
  return h(
    'style',
    null,
    `.cl{fill:none;stroke:${ui.accent};stroke-opacity:.7;stroke-width:1.5}` +
      `.cd{fill:${ui.accent};stroke:${ui.surface};stroke-width:2}` +
      `.cp{fill:${ui.surfaceRaised};stroke:${ui.border}}`,
  );
}

/** A label in the right-hand column with a leader line to its part. */
function calloutMark(from: { x: number; y: number }, label: string, y: number): Markup {
  const maxText = LABEL_COLUMN - 60;
  const pillWidth = Math.min(maxText, textWidth(label, LABEL_SIZE)) + 28;
  const pillX = WIDTH - 40 - pillWidth;
  return fragment(
    h('path', { d: pd`M${from.x} ${from.y}L${pillX - 24} ${y}H${pillX}`, class: 'cl' }),
    h('circle', { cx: from.x, cy: from.y, r: 5, class: 'cd' }),
    rect(pillX, y - 17, pillWidth, 34, { rx: 17, class: 'cp' }),
    fittedText(label, maxText, { x: pillX + 14, y: y + 6 }, LABEL_SIZE),
  );
}

/**
 * The interior with the side panel off, close up on the board, and the main parts named in a
 * column of callouts.
 */
export function interiorView(scene: BuildScene, layout: CaseLayout): string {
  const { board, gpu, cooler, shroud, psu, depth, height } = layout;
  const right = Math.max(
    board.x + board.w,
    gpu ? gpu.x + gpu.w : 0,
    cooler.kind === 'aio' ? cooler.radiator.x + cooler.radiator.w : 0,
    psu ? psu.x + psu.w : 0,
  );
  const crop = { x: 0, y: 0, w: Math.min(depth, right + 24), h: shroud ? shroud.y + 60 : height };
  const s = Math.min((WIDTH - LABEL_COLUMN - 60) / crop.w, (HEIGHT - 150) / crop.h, 3);
  const ox = 40 + (WIDTH - LABEL_COLUMN - 60 - crop.w * s) / 2;
  const oy = 40;
  const marks = callouts(scene, layout)
    .map((mark) => ({ ...mark, x: ox + mark.x * s, y: oy + mark.y * s }))
    .sort((a, b) => a.y - b.y);
  let next = 70;
  const placed = marks.map((mark) => {
    const y = Math.max(next, mark.y);
    next = y + 50;
    return calloutMark(mark, mark.label, y);
  });
  const defs = viewDefs(scene, layout, { interior: true, panel: false, mesh: false, floor: false });
  return galleryImage(
    scene,
    'interior',
    s,
    [
      h(
        'g',
        { transform: matrix(s, 0, 0, s, ox, oy) },
        h('clipPath', { id: 'cr' }, rect(crop.x, crop.y, crop.w, crop.h, { rx: 12 })),
        h(
          'g',
          { 'clip-path': 'url(#cr)' },
          rect(0, 0, depth, height, { rx: 12, fill: scene.body }),
          interior(scene, layout),
        ),
        rect(crop.x, crop.y, crop.w, crop.h, {
          rx: 12,
          fill: 'none',
          stroke: ui.border,
          'stroke-width': 1.5 / s,
        }),
      ),
      h('g', { 'font-size': LABEL_SIZE, fill: ui.text }, placed),
    ],
    [calloutStyles(), defs],
  );
}
