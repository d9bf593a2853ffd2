import { material, mix, shade, ui } from '../palette';
import type { BuildScene } from '../scene';
import { bars, fragment, h, rect, type Markup } from '../svg';
import {
  cpuCooler,
  fans,
  graphicsCard,
  memorySticks,
  motherboard,
  shroudAndPsu,
} from './components';
import { WALL, type CaseLayout } from './layout';

/** The motherboard tray, the back wall of the interior. */
const trayColour = (scene: BuildScene) => (scene.lightBody ? shade(scene.body, -0.12) : '#080a0f');

/** Patterns the interior uses: fin stacks of coolers and radiators, in millimetres. */
export function interiorDefs(scene: BuildScene): Markup[] {
  const tray = trayColour(scene);
  const lines = (id: string, w: number, hh: number, bar: [number, number, number, number]) =>
    h(
      'pattern',
      { id, width: w, height: hh, patternUnits: 'userSpaceOnUse' },
      rect(...bar, { fill: material.aluminium }),
    );
  return [
    lines('fins', 4, 3.2, [0, 0, 4, 1.3]),
    lines('finsH', 3.2, 4, [0, 0, 1.3, 4]),
    h(
      'radialGradient',
      { id: 'amb', r: '65%' },
      h('stop', {
        offset: 0,
        'stop-color': mix(
          tray,
          scene.argb ? ui.accent : material.whiteLight,
          scene.argb ? 0.3 : 0.24,
        ),
      }),
      h('stop', { offset: 1, 'stop-color': tray }),
    ),
  ];
}

/**
 * Everything behind the side panel: the tray lit by the build's light (`#amb`), board, parts,
 * fans and shroud.
 */
export function interior(scene: BuildScene, layout: CaseLayout): Markup {
  const { depth, height, board } = layout;
  const tray = trayColour(scene);
  const grommetX = board.x + board.w + 14;
  return fragment(
    rect(WALL, WALL, depth - 2 * WALL, height - 2 * WALL, { fill: 'url(#amb)' }),
    grommetX + 14 < depth - WALL - 40 &&
      bars(
        [0, 1, 2].map((i) => ({
          x: grommetX + 7,
          y: board.y + 27 + (i * board.h) / 3,
          length: board.h / 3 - 44,
        })),
        true,
        { stroke: shade(tray, -0.4), 'stroke-width': 14, 'stroke-linecap': 'round' },
      ),
    scene.empty
      ? rect(board.x, board.y, board.w, board.h, {
          rx: 3,
          fill: 'none',
          stroke: shade(tray, scene.lightBody ? -0.25 : 0.12),
          'stroke-width': 2,
          'stroke-dasharray': '6 6',
        })
      : fragment(
          motherboard(layout, scene),
          memorySticks(layout, scene.memory.argb),
          layout.gpu && scene.gpu && graphicsCard(layout.gpu, scene.gpu, scene.argb),
          cpuCooler(layout),
        ),
    fans([...layout.frontFans, ...layout.rearFans, ...layout.topFans, ...layout.bottomFans]),
    shroudAndPsu(layout, scene),
    scene.lightStrip && rect(WALL + 20, WALL + 1, depth - 2 * WALL - 40, 3, { class: 'lt' }),
  );
}
