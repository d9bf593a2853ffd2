import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { MAX_DRAFTS, type PcBuild, type PcBuildKind } from '@pcshop/stores/schemas';
import {
  buildPrice,
  buildReadiness,
  checkCompatibility,
  rules,
  toBuildPart,
} from '@pcshop/stores/domain';
import type { Database } from '../../db/client';
import { models, parts, pcBuildComponents, pcBuilds, users } from '../../db/schema/index';
import { HttpError, notFound } from '../errors';
import type { Clock } from '../clock';
import type { Queryable } from '../auth/deps';
import { selectAssemblyFee } from '../site/settings';
import { requestContext, type LocaleQuery, type RequestContext } from '../catalogue/context';
import { selectProducts, toProduct } from '../catalogue/productRows';

export interface BuildComponent {
  component: string;
  amount: number;
}

export interface BuildsDeps {
  db: Database;
  clock: Clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rules that report a part still missing (`gpu_required`): a draft may be unfinished. */
export const completenessCodes: ReadonlySet<string> = new Set(
  rules.filter((rule) => rule.completeness).flatMap((rule) => rule.codes),
);

const buildNotFound = () => notFound('PC build');

/** A user's drafts: the only builds anyone can read back, change or delete by id. */
const draftsOf = (userId: string) => and(eq(pcBuilds.userId, userId), eq(pcBuilds.kind, 'draft'));

/**
 * The parts of a build as sent, checked: every id known (400 `unknown_parts`), none archived
 * (400 `archived_parts`), and no compatibility rule broken between the chosen parts
 * (422 `incompatible_build`, the rule codes in `fields.rules`). A draft may be unfinished.
 */
async function checkComponents(db: Queryable, components: readonly BuildComponent[]) {
  if (components.length === 0) return;
  const rows = await db
    .select({
      id: parts.id,
      title: parts.title,
      category: parts.category,
      specs: parts.specs,
      status: parts.status,
    })
    .from(parts)
    .where(
      inArray(
        parts.id,
        components.map((line) => Number(line.component)),
      ),
    );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const unknown = components.filter((line) => !byId.has(line.component));
  if (unknown.length > 0) {
    throw new HttpError(400, 'unknown_parts', 'Some parts of the build are not in the catalogue', {
      components: unknown.map((line) => `Part ${line.component} is not in the catalogue`),
    });
  }
  const archived = components.filter((line) => byId.get(line.component)!.status !== 'public');
  if (archived.length > 0) {
    throw new HttpError(400, 'archived_parts', 'Some parts of the build are no longer sold', {
      components: archived.map(
        (line) => `${byId.get(line.component)!.title} (part ${line.component}) is archived`,
      ),
    });
  }
  const broken = checkCompatibility(
    components.map((line) => toBuildPart(byId.get(line.component)!, line.amount)),
  ).filter((issue) => issue.severity === 'error' && !completenessCodes.has(issue.code));
  if (broken.length > 0) {
    const codes = [...new Set(broken.map((issue) => issue.code))];
    throw new HttpError(
      422,
      'incompatible_build',
      `The build breaks compatibility rules: ${codes.join(', ')}`,
      { rules: codes },
    );
  }
}

async function checkReference(db: Queryable, reference: string | null | undefined) {
  if (!reference) return;
  const [model] = await db.select({ id: models.id }).from(models).where(eq(models.slug, reference));
  if (!model) {
    throw new HttpError(400, 'validation_failed', 'The request is not valid', {
      reference: [`No model ${reference}`],
    });
  }
}

async function writeComponents(
  db: Queryable,
  buildId: number,
  components: readonly BuildComponent[],
) {
  await db.delete(pcBuildComponents).where(eq(pcBuildComponents.buildId, buildId));
  if (components.length === 0) return;
  await db.insert(pcBuildComponents).values(
    components.map((line, position) => ({
      buildId,
      partId: Number(line.component),
      amount: line.amount,
      position,
    })),
  );
}

/** The builds with their parts priced in the context's currency: four statements in all. */
async function present(
  deps: BuildsDeps,
  builds: readonly (typeof pcBuilds.$inferSelect)[],
  context: RequestContext,
): Promise<PcBuild[]> {
  if (builds.length === 0) return [];
  const ids = builds.map((build) => build.id);
  const references = [...new Set(builds.flatMap((build) => build.reference ?? []))];
  const [lines, fee, referenced] = await Promise.all([
    selectProducts(deps.db, context, {
      buildId: pcBuildComponents.buildId,
      amount: pcBuildComponents.amount,
    })
      .innerJoin(pcBuildComponents, eq(pcBuildComponents.partId, parts.id))
      .where(inArray(pcBuildComponents.buildId, ids))
      .orderBy(asc(pcBuildComponents.position)),
    selectAssemblyFee(deps.db, context.currency),
    references.length === 0
      ? []
      : deps.db
          .select({ slug: models.slug, name: models.name })
          .from(models)
          .where(inArray(models.slug, references)),
  ]);
  const modelName = new Map(referenced.map((model) => [model.slug, model.name]));
  const assemblyFee = fee[0]?.amount ?? 0;
  const today = deps.clock.now().getTime();
  return builds.map((build) => {
    const own = lines.filter((line) => line.buildId === build.id);
    const detailed = own.map((line) => {
      const product = toProduct(line, context);
      return { product, amount: line.amount, total: product.price * line.amount };
    });
    const readiness = buildReadiness(
      detailed.map(({ product, amount }) => ({ part: product, amount })),
      checkCompatibility(own.map((line) => toBuildPart(line, line.amount))),
    );
    const slowest = Math.max(0, ...detailed.map(({ product }) => product.deliveryDays));
    const price = buildPrice(
      detailed.map(({ product, amount }) => ({ price: product.price, amount })),
      assemblyFee,
    );
    return {
      id: build.id,
      kind: build.kind,
      name: build.name,
      reference: build.reference,
      reference_name: build.reference ? (modelName.get(build.reference) ?? null) : null,
      components: detailed.map(({ product, amount }) => ({ component: product.id, amount })),
      components_detailed: detailed,
      currency: context.currency,
      price: price.total,
      assembly_fee: price.assemblyFee,
      complete: readiness.complete,
      problems: readiness.problems.map(({ code, part }) => ({
        code,
        component: part.id,
        title: part.title,
      })),
      estimated_ship_date: new Date(today + slowest * DAY_MS).toISOString().slice(0, 10),
      created_at: build.createdAt.toISOString(),
      updated_at: build.updatedAt.toISOString(),
    };
  });
}

async function ownBuild(db: Queryable, userId: string, id: number, lock = false) {
  const query = db
    .select()
    .from(pcBuilds)
    .where(and(eq(pcBuilds.id, id), draftsOf(userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw buildNotFound();
  return row;
}

/** The user's drafts (never their assemblies), the newest first. */
export async function listBuilds(
  deps: BuildsDeps,
  userId: string,
  locale: LocaleQuery,
): Promise<PcBuild[]> {
  const rows = await deps.db
    .select()
    .from(pcBuilds)
    .where(draftsOf(userId))
    .orderBy(desc(pcBuilds.id));
  return present(deps, rows, requestContext(locale));
}

export async function getBuild(
  deps: BuildsDeps,
  userId: string,
  id: number,
  locale: LocaleQuery,
): Promise<PcBuild> {
  const row = await ownBuild(deps.db, userId, id);
  return (await present(deps, [row], requestContext(locale)))[0]!;
}

/**
 * Saves a draft of `userId` (at most MAX_DRAFTS, else 409 `too_many_drafts`), or an assembly
 * for a cart, of a customer or of a guest (`userId` null): known, public parts that break no
 * rule between them.
 */
export async function createBuild(
  deps: BuildsDeps,
  userId: string | null,
  input: {
    kind: PcBuildKind;
    name: string;
    components: BuildComponent[];
    reference: string | null;
  },
  locale: LocaleQuery,
): Promise<PcBuild> {
  if (input.kind === 'draft' && userId === null) throw new Error('A draft needs its owner');
  await Promise.all([
    checkComponents(deps.db, input.components),
    checkReference(deps.db, input.reference),
  ]);
  const row = await deps.db.transaction(async (tx) => {
    if (input.kind === 'draft' && userId !== null) await checkDraftRoom(tx, userId);
    const [created] = await tx
      .insert(pcBuilds)
      .values({ kind: input.kind, userId, name: input.name, reference: input.reference })
      .returning();
    await writeComponents(tx, created!.id, input.components);
    return created!;
  });
  return (await present(deps, [row], requestContext(locale)))[0]!;
}

/** Refuses a draft past MAX_DRAFTS; the user's row is locked so two saves can't both pass. */
async function checkDraftRoom(tx: Queryable, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [drafts] = await tx.select({ count: count() }).from(pcBuilds).where(draftsOf(userId));
  if ((drafts?.count ?? 0) >= MAX_DRAFTS) {
    throw new HttpError(
      409,
      'too_many_drafts',
      `A customer keeps at most ${MAX_DRAFTS} saved builds: delete one to save another`,
    );
  }
}

/** Renames a draft, changes its parts or its model; the same checks as on creation. */
export async function updateBuild(
  deps: BuildsDeps,
  userId: string,
  id: number,
  patch: {
    name?: string | undefined;
    components?: BuildComponent[] | undefined;
    reference?: string | null | undefined;
  },
  locale: LocaleQuery,
): Promise<PcBuild> {
  await ownBuild(deps.db, userId, id);
  await Promise.all([
    patch.components ? checkComponents(deps.db, patch.components) : undefined,
    checkReference(deps.db, patch.reference),
  ]);
  const row = await deps.db.transaction(async (tx) => {
    await ownBuild(tx, userId, id, true);
    const [updated] = await tx
      .update(pcBuilds)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.reference !== undefined ? { reference: patch.reference } : {}),
        updatedAt: deps.clock.now(),
      })
      .where(eq(pcBuilds.id, id))
      .returning();
    if (patch.components) await writeComponents(tx, id, patch.components);
    return updated!;
  });
  return (await present(deps, [row], requestContext(locale)))[0]!;
}

export async function deleteBuild(deps: BuildsDeps, userId: string, id: number): Promise<void> {
  const deleted = await deps.db
    .delete(pcBuilds)
    .where(and(eq(pcBuilds.id, id), draftsOf(userId)))
    .returning({ id: pcBuilds.id });
  if (deleted.length === 0) throw buildNotFound();
}
