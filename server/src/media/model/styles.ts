import { material, ui } from '../palette';
import { litRule } from '../common';
import { h, type Markup } from '../svg';

/**
 * Classes for the shapes a build repeats most, so each costs a class name instead of its
 * attributes: lit (`lt`), lit strokes (`ls`), light cast (`hl`), heatsink metal (`mt`) and fan
 * body (`fs`).
 */
export function modelStyles(): Markup {
  return h(
    'style',
    null,
    [
      litRule,
      `.ls{fill:none;stroke:${ui.accentHover};stroke-linecap:round;filter:url(#glow)}`,
      `.hl{fill:${ui.accent};opacity:.3;filter:url(#halo)}`,
      `.mt{fill:${material.metal};stroke:${material.metalLight};stroke-width:.8}`,
      `.fs{fill:#13161d;stroke:#2d3443}`,
    ].join(''),
  );
}
