import type { FanSpecs } from '@pcshop/stores/schemas';
import { fanDefs, fanFace } from '../common';
import { CX, CY, specLine, type PartDrawing } from './frame';

/** The fan face-on, or a pack's fans side by side, with their rings lit when ARGB. */
export function fanDrawing(specs: FanSpecs): PartDrawing {
  const count = specs.fansPerPack ?? 1;
  const size = count === 1 ? (specs.sizeMm === 140 ? 290 : 260) : Math.min(140, 420 / count - 8);
  const step = size + 8;
  const start = CX - ((count - 1) * step) / 2;
  return {
    drawing: Array.from({ length: count }, (_, i) =>
      fanFace(start + i * step, CY + 6, size, specs.argb === true),
    ),
    spec: specLine(
      `${count > 1 ? `${count} × ` : ''}${specs.sizeMm} mm`,
      specs.airflowCfm !== null && `${specs.airflowCfm} CFM`,
      specs.noiseDba !== null && `${specs.noiseDba} dBA`,
      specs.argb && 'ARGB',
    ),
    defs: [fanDefs()],
  };
}
