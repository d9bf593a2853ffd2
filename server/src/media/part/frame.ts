import { backdrop, backdropDefs, glowDefs, gridDefs } from '../common';
import { ui } from '../palette';
import { fittedText } from '../text';
import { h, svgDocument, type Child } from '../svg';
import { imageSizes } from '../types';

export const { width: SIZE } = imageSizes.part;
/** The drawing's centre; the brand and a spec line sit below it. */
export const CX = SIZE / 2;
export const CY = 196;

export interface PartDrawing {
  drawing: Child;
  /** One short line of figures and standard names ("AM5 · 8C/16T · 5.2 GHz"). */
  spec: string;
  defs?: Child[];
}

/** The name a part is announced by: its title, with the brand in front when missing. */
export function accessibleName(brand: string, title: string): string {
  return title.toLowerCase().startsWith(brand.toLowerCase()) ? title : `${brand} ${title}`;
}

/** A part image: backdrop, the category's drawing, the brand and the spec line. */
export function partImage(
  brand: string,
  title: string,
  { drawing, spec, defs = [] }: PartDrawing,
): string {
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: accessibleName(brand, title),
    defs: [backdropDefs('50%', '40%'), gridDefs(24), ...glowDefs(4, 14), ...defs],
    children: [
      backdrop(SIZE, SIZE, true),
      h('ellipse', {
        cx: CX,
        cy: 352,
        rx: 170,
        ry: 14,
        fill: '#000',
        opacity: 0.35,
        filter: 'url(#halo)',
      }),
      drawing,
      fittedText(brand, SIZE - 60, {
        x: CX,
        y: 400,
        'font-size': 28,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: ui.text,
      }),
      spec &&
        fittedText(spec, SIZE - 60, {
          x: CX,
          y: 436,
          'font-size': 17,
          'text-anchor': 'middle',
          fill: ui.textMuted,
        }),
    ],
  });
}

/** Figures joined with a middle dot. */
export const specLine = (...items: (string | false | null | undefined)[]) =>
  items.filter(Boolean).join(' · ');

/** A capacity in GB as the shop writes it: 512 GB, 2 TB. */
export function capacity(gb: number): string {
  return gb >= 1000 ? `${Math.round(gb / 100) / 10} TB` : `${gb} GB`;
}
