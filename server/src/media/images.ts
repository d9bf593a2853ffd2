import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { parseSpecs } from '@pcshop/stores/schemas';
import type { Database } from '../db/client';
import { games, modelParts, models, parts } from '../db/schema/index';
import { renderGameTile } from './game/render';
import { renderModelView } from './model/render';
import { renderPartImage } from './part/render';
import type { ModelView, RenderPart } from './types';

/**
 * The media service: reads the rows an image needs and renders it. The renderers it calls are
 * pure; this is the only module of media/ that touches the database.
 */

export interface RenderedImage {
  svg: string;
  /** A strong entity tag from the content, the same on every process. */
  etag: string;
}

const rendered = (svg: string): RenderedImage => ({
  svg,
  etag: `"${createHash('sha1').update(svg).digest('base64url')}"`,
});

interface PartRow {
  category: RenderPart['category'];
  brand: string;
  title: string;
  specs: Record<string, unknown>;
}

/** A row's specs checked against its category's schema (they were on every write). */
function renderPart(row: PartRow): RenderPart {
  const specs = parseSpecs(row.category, row.specs);
  return { category: row.category, specs, brand: row.brand, title: row.title } as RenderPart;
}

const partColumns = {
  category: parts.category,
  brand: parts.brand,
  title: parts.title,
  specs: parts.specs,
};

/** A part's image, or null when no part has this id. */
export async function partImage(db: Database, id: number): Promise<RenderedImage | null> {
  const [row] = await db.select(partColumns).from(parts).where(eq(parts.id, id));
  return row ? rendered(renderPartImage(renderPart(row))) : null;
}

/** One view of a model's gallery, from the model and its parts in one statement. */
export async function modelImage(
  db: Database,
  slug: string,
  view: ModelView,
): Promise<RenderedImage | null> {
  const rows = await db
    .select({ name: models.name, amount: modelParts.amount, part: partColumns })
    .from(models)
    .leftJoin(modelParts, eq(modelParts.modelId, models.id))
    .leftJoin(parts, eq(parts.id, modelParts.partId))
    .where(eq(models.slug, slug))
    .orderBy(asc(parts.id));
  const first = rows[0];
  if (!first) return null;
  const build = rows.flatMap(({ part, amount }) =>
    part ? [{ ...renderPart(part), amount: amount ?? 1 }] : [],
  );
  return rendered(renderModelView({ name: first.name, parts: build }, view));
}

/** A game's tile, or null when no game has this slug. */
export async function gameTile(db: Database, slug: string): Promise<RenderedImage | null> {
  const [row] = await db
    .select({ title: games.title, meta: games.meta })
    .from(games)
    .where(eq(games.slug, slug));
  if (!row) return null;
  const { colours, look } = row.meta;
  return rendered(renderGameTile({ title: row.title, colours, ...(look ? { look } : {}) }));
}
