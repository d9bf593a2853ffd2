import type { galleryViews, PartSpecs } from '@pcshop/stores/schemas';

/** A part as the renderers need it: its category and typed specs, brand and name. */
export type RenderPart = PartSpecs & { brand: string; title: string };

/** A pre-built model: its name and its parts with the amount of each. */
export interface RenderModel {
  name: string;
  parts: readonly (RenderPart & { amount: number })[];
}

export const gameMotifs = [
  'skyline',
  'crosshair',
  'storm',
  'redacted',
  'sigil',
  'shards',
  'chevrons',
  'sunset',
  'forest',
  'halftone',
  'peaks',
  'blocks',
  'road',
  'castle',
] as const;
export type GameMotif = (typeof gameMotifs)[number];

export const gameTypes = [
  'glitch',
  'stencil',
  'heavy',
  'serif-caps',
  'serif-italic',
  'angular',
  'pixel',
] as const;
export type GameType = (typeof gameTypes)[number];

/** How a game's tile looks like the game: a motif of its world and the type of its title. */
export interface GameLook {
  motif: GameMotif;
  type: GameType;
}

export interface RenderGame {
  title: string;
  /** The tile's two colours (hex); anything else falls back to the brand's colours. */
  colours: readonly [string, string];
  /** Without one, an abstract composition seeded by the title, under a heavy sans title. */
  look?: GameLook;
}

/** The gallery's views, `galleryViews` of the API schemas: front, side, interior, rear. */
export type ModelView = (typeof galleryViews)[number];

export const imageSizes = {
  model: { width: 1200, height: 900 },
  part: { width: 480, height: 480 },
  game: { width: 640, height: 360 },
} as const;
