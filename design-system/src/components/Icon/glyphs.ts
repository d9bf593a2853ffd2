/**
 * One icon drawn on the 24×24 grid: `stroke` is outlined with currentColor (2px, round caps and
 * joins); `fill`, when present, is filled with currentColor (the filled half of `star-half`).
 */
export interface Glyph {
  stroke: string;
  fill?: string;
}

const starOutline = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5-5.9-3.1-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';
const ring = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0';

// Each glyph is its own export: a component that draws one icon bundles only that path.
export const cart: Glyph = {
  stroke:
    'M2 3h2.5l2.6 11.2a1.5 1.5 0 0 0 1.5 1.1h8.7a1.5 1.5 0 0 0 1.4-1.1L21 7H5.4' +
    'M7.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M15.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
};
export const user: Glyph = { stroke: 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0' };
export const search: Glyph = { stroke: 'M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0M16 16l5 5' };
export const close: Glyph = { stroke: 'M6 6l12 12M18 6L6 18' };
export const menu: Glyph = { stroke: 'M4 6h16M4 12h16M4 18h16' };
export const chevronLeft: Glyph = { stroke: 'M15 5l-7 7 7 7' };
export const chevronRight: Glyph = { stroke: 'M9 5l7 7-7 7' };
export const chevronDown: Glyph = { stroke: 'M5 9l7 7 7-7' };
export const chevronUp: Glyph = { stroke: 'M5 15l7-7 7 7' };
export const check: Glyph = { stroke: 'M4 12.5l5 5L20 6.5' };
export const plus: Glyph = { stroke: 'M12 5v14M5 12h14' };
export const minus: Glyph = { stroke: 'M5 12h14' };
export const trash: Glyph = { stroke: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6' };
export const edit: Glyph = { stroke: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4' };
export const eye: Glyph = {
  stroke: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
};
export const eyeOff: Glyph = {
  stroke:
    'M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1' +
    'M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
};
export const info: Glyph = { stroke: `${ring}M12 11v6M12 7.5v.01` };
export const warning: Glyph = { stroke: 'M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17.5v.01' };
export const error: Glyph = {
  stroke: 'M8.2 3h7.6L21 8.2v7.6L15.8 21H8.2L3 15.8V8.2zM12 7.5V13M12 16.5v.01',
};
export const success: Glyph = { stroke: `${ring}M8 12.5l2.8 2.8 5.7-5.8` };
export const star: Glyph = { stroke: starOutline };
export const starHalf: Glyph = {
  stroke: starOutline,
  fill: 'M12 2.5L9.1 8.5l-6.6.9 4.8 4.6-1.2 6.5 5.9-3.1z',
};
export const truck: Glyph = {
  stroke:
    'M2 5h11v11H2zM13 9h4.5l3.5 3.5V16h-8' +
    'M4 17.5a2 2 0 1 0 4 0a2 2 0 1 0-4 0M15 17.5a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
};
export const shield: Glyph = {
  stroke: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3zM9 12l2 2 4-4',
};
export const cpu: Glyph = {
  stroke:
    'M6 6h12v12H6zM9.5 9.5h5v5h-5z' + 'M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4',
};
export const gpu: Glyph = {
  stroke:
    'M2 6h20v11H2zM5 17v3h7v-3' +
    'M5 11.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0M13 11.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
};
export const fan: Glyph = {
  stroke:
    `${ring}M10.5 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0` +
    'M12 10.5C12 7 13.5 5 16 5.5M13.5 12c3.5 0 5.5 1.5 5 4M12 13.5c0 3.5-1.5 5.5-4 5' +
    'M10.5 12C7 12 5 10.5 5.5 8',
};
export const globe: Glyph = {
  stroke: `${ring}M12 3c-2.5 2.5-3.8 5.5-3.8 9s1.3 6.5 3.8 9c2.5-2.5 3.8-5.5 3.8-9S14.5 5.5 12 3zM3 12h18`,
};
export const external: Glyph = {
  stroke: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
};
export const heart: Glyph = {
  stroke: 'M12 20s-8-4.8-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.2-8 11-8 11z',
};
export const filter: Glyph = { stroke: 'M3 4h18l-7 8.5V19l-4 2v-8.5L3 4z' };
export const sort: Glyph = { stroke: 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4' };
export const copy: Glyph = { stroke: 'M9 9h11v11H9zM5 15H4V4h11v1' };
export const share: Glyph = {
  stroke:
    'M15.5 5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M3.5 12a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0' +
    'M15.5 19a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M8.2 10.8l7.6-4.6M8.2 13.2l7.6 4.6',
};
export const lock: Glyph = { stroke: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2' };
export const mail: Glyph = { stroke: 'M3 5h18v14H3zM3 6l9 7 9-7' };
export const phone: Glyph = {
  stroke: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
};
export const calendar: Glyph = { stroke: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4' };
export const arrowRight: Glyph = { stroke: 'M4 12h16M14 6l6 6-6 6' };
export const download: Glyph = { stroke: 'M12 3v12M7 10l5 5 5-5M4 17v3h16v-3' };
export const power: Glyph = { stroke: 'M12 3v9M6.3 6.3a8 8 0 1 0 11.4 0' };
export const memory: Glyph = {
  stroke: 'M2 6h20v10H2zM5 9h3v4H5zM10.5 9h3v4h-3zM16 9h3v4h-3zM4 16v3M8 16v3M16 16v3M20 16v3',
};
export const storage: Glyph = { stroke: 'M2 13h20v6H2zM2 13l3.5-8h13L22 13M6 16h.01M10 16h.01' };
export const monitor: Glyph = { stroke: 'M3 4h18v12H3zM8 20h8M12 16v4' };
export const pcCase: Glyph = {
  stroke: 'M6 2h12v20H6zM9 6h6M9 9h6M10.5 17a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
};
export const bolt: Glyph = { stroke: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z' };
