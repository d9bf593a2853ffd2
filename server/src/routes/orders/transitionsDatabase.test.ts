import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStages, orderStatuses } from '@pcshop/stores/schemas';
import { orderTransitions as transitionRows } from '../../db/schema/index';
import {
  orderTransitions,
  sameStep,
  type OrderKind,
  type OrderStep,
} from '../../services/orders/transitions';
import { buildAccountsTestApp, type AccountsTestApp } from '../../test/accounts';
import { allProducts } from '../../test/http';
import { customerWithOrder } from '../../test/orders';

let t: AccountsTestApp;
const orderOf: Partial<Record<OrderKind, number>> = {};
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const accessory = (await allProducts(t, 'category=accessory&in_stock=true')).items[0]!;
  orderOf.product = (await customerWithOrder(t, accessory.id)).order.id;
  orderOf.build = (await customerWithOrder(t, 'model-rigsmith-ember')).order.id;
});
afterAll(() => t.close());

/** Every step an order could be said to stand at, allowed by the checks or not. */
const everyStep: OrderStep[] = orderStatuses.flatMap((status): OrderStep[] =>
  status === 'in_progress'
    ? [null, ...buildStages].map((stage) => ({ status, stage }))
    : [{ status, stage: null }],
);

const allowed = (from: OrderStep, to: OrderStep, kind: OrderKind) =>
  orderTransitions.some(
    (transition) =>
      sameStep(transition.from, from) &&
      sameStep(transition.to, to) &&
      (transition.kind === undefined || transition.kind === kind),
  );

/** Puts the order at `step` without asking the trigger (triggers off for the transaction). */
const place = (orderId: number, step: OrderStep) =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update orders set status = ${step.status}, build_stage = ${step.stage} where id = ${orderId}`,
    );
  });

/** A plain SQL update, as any other writer of the table would send it. */
const moveBySql = (orderId: number, step: OrderStep) =>
  t.database.db.execute(
    sql`update orders set status = ${step.status}, build_stage = ${step.stage} where id = ${orderId}`,
  );

describe('the database’s order transitions', () => {
  it('hold the same rows as the transitions table of the code', async () => {
    const rows = await t.database.db.select().from(transitionRows);
    const key = (from: OrderStep, to: OrderStep, kind: string | null | undefined) =>
      [from.status, from.stage, to.status, to.stage, kind ?? null].join('|');
    expect(
      rows
        .map((row) =>
          key(
            { status: row.fromStatus, stage: row.fromStage } as OrderStep,
            { status: row.toStatus, stage: row.toStage } as OrderStep,
            row.kind,
          ),
        )
        .sort(),
    ).toEqual(orderTransitions.map(({ from, to, kind }) => key(from, to, kind)).sort());
  });

  it.each(['product', 'build'] as const)(
    'refuses every other change of a %s order’s status or stage by a direct SQL update',
    async (kind) => {
      const orderId = orderOf[kind]!;
      let refused = 0;
      for (const from of everyStep) {
        for (const to of everyStep) {
          if (sameStep(from, to)) continue;
          await place(orderId, from);
          const attempt = moveBySql(orderId, to);
          if (allowed(from, to, kind)) {
            await expect(
              attempt,
              `${kind}: ${from.status}/${from.stage} → ${to.status}/${to.stage}`,
            ).resolves.toBeDefined();
          } else {
            await expect(attempt).rejects.toMatchObject({
              cause: expect.objectContaining({
                code: '23514',
                constraint: 'orders_status_transition',
              }),
            });
            refused += 1;
          }
        }
      }
      expect(refused).toBeGreaterThan(90);
    },
  );

  it('refuses a build stage outside in_progress by its check', async () => {
    await place(orderOf.build!, { status: 'confirmed', stage: null });
    await expect(
      t.database.db.execute(
        sql`update orders set build_stage = 'assembly' where id = ${orderOf.build!}`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });
});
