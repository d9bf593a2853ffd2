import type { CaseSpecs } from '@pcshop/stores/schemas';
import { fanDefs } from '../common';
import { caseSideDefs, meshDefs } from '../model/caseSide';
import { fanSlabDefs } from '../model/components';
import { threeQuarterCase } from '../model/front';
import { interiorDefs } from '../model/interior';
import { fanSlabs, layoutCase } from '../model/layout';
import { modelStyles } from '../model/styles';
import { describeBuild } from '../scene';
import { CX, specLine, type PartDrawing } from './frame';

/** The empty case turned three-quarters, in its colour and with its side panel. */
export function caseDrawing(brand: string, title: string, specs: CaseSpecs): PartDrawing {
  const scene = describeBuild({
    name: title,
    parts: [{ category: 'case', brand, title, specs, amount: 1 }],
  });
  const layout = layoutCase(scene);
  const place = { cx: CX, floor: 340, maxWidth: 330, maxHeight: 300, maxScale: 0.62 };
  const { markup } = threeQuarterCase(scene, layout, place);
  return {
    drawing: markup,
    spec: specLine(specs.motherboardFormFactors[0], `GPU ≤ ${specs.maxGpuLengthMm} mm`),
    defs: [
      modelStyles(),
      fanDefs(),
      ...interiorDefs(scene),
      ...caseSideDefs(scene),
      scene.panel === 'mesh' ? null : meshDefs(scene),
      ...fanSlabDefs(fanSlabs(layout)),
    ],
  };
}
