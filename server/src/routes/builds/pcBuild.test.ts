import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_DRAFTS,
  apiErrorSchema,
  modelDetailSchema,
  pcBuildListSchema,
  pcBuildSchema,
  productListSchema,
  type ModelDetail,
} from '@pcshop/stores/schemas';
import { modelLineup } from '../../db/seed/catalogue/types';
import { parts, pcBuilds } from '../../db/schema/index';
import { rateLimit } from '../../services/rateLimit/budgets';
import { buildAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts';
import { getOk } from '../../test/http';

let t: AccountsTestApp;
let model: ModelDetail;
let components: { component: string; amount: number }[];
beforeAll(async () => {
  t = await buildAccountsTestApp();
  model = await getOk(t, `/api/ecommerce/model/${modelLineup[0].slug}`, modelDetailSchema);
  components = model.parts.map((line) => ({ component: line.product.id, amount: line.amount }));
});
afterAll(() => t.close());

const URL = '/api/ecommerce/pc_build';
const send = (
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  access?: string,
  body?: object,
) => t.request({ method, url, ...(body ? { payload: body } : {}), ...(access ? { access } : {}) });
const create = (access: string, body: object) => send('POST', URL, access, body);
const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error;
const partOf = (category: string) =>
  model.parts.find((line) => line.product.category === category)!.product;

describe('saved builds (pc_build)', () => {
  it('saves a build for its owner, priced by the server whatever the client sends', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const response = await create(access, {
      name: '  My rig  ',
      components,
      reference: model.slug,
      price: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const build = pcBuildSchema.parse(response.json());
    const partsTotal = model.parts.reduce((sum, line) => sum + line.product.price * line.amount, 0);
    expect(build).toMatchObject({
      name: 'My rig',
      reference: model.slug,
      reference_name: model.name,
      components,
      currency: 'GBP',
      complete: true,
      problems: [],
    });
    expect(build.price).toBe(partsTotal + build.assembly_fee);
    expect(build.assembly_fee).toBeGreaterThan(0);
    expect(build.components_detailed.map((line) => line.total)).toEqual(
      model.parts.map((line) => line.product.price * line.amount),
    );

    const inEuros = pcBuildSchema.parse(
      (await send('GET', `${URL}/${build.id}?country=FR`, access)).json(),
    );
    expect(inEuros.currency).toBe('EUR');
    const list = pcBuildListSchema.parse((await send('GET', URL, access)).json());
    expect(list.items.map((item) => item.id)).toEqual([build.id]);
  });

  it('keeps an unfinished draft, marked incomplete', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const cpu = partOf('cpu');
    const response = await create(access, {
      name: 'Custom PC',
      components: [{ component: cpu.id, amount: 1 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(pcBuildSchema.parse(response.json())).toMatchObject({
      complete: false,
      reference: null,
      reference_name: null,
    });
  });

  it('lets nobody else read, change or delete a build (404), and nobody signed out (401)', async () => {
    const owner = await t.signUp(uniqueEmail('owner'));
    const other = await t.signUp(uniqueEmail('other'));
    const build = pcBuildSchema.parse(
      (await create(owner.access, { name: 'Mine', components })).json(),
    );
    const url = `${URL}/${build.id}`;

    for (const response of [
      await send('GET', url, other.access),
      await send('PATCH', url, other.access, { name: 'Stolen' }),
      await send('POST', `${url}/replace_components`, other.access, { components_detailed: [] }),
      await send('DELETE', url, other.access),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    expect(pcBuildListSchema.parse((await send('GET', URL, other.access)).json()).items).toEqual(
      [],
    );
    expect((await send('GET', URL)).statusCode).toBe(401);
    expect((await send('POST', URL, undefined, { name: 'x', components })).statusCode).toBe(401);
    expect(
      (await send('POST', URL, undefined, { kind: 'draft', name: 'x', components })).statusCode,
    ).toBe(401);

    const still = pcBuildSchema.parse((await send('GET', url, owner.access)).json());
    expect(still).toMatchObject({ name: 'Mine', components });
  });

  it('renames, replaces the parts of, and deletes a build', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const build = pcBuildSchema.parse((await create(access, { name: 'Draft', components })).json());
    const url = `${URL}/${build.id}`;

    const renamed = await send('PATCH', url, access, { name: 'Streaming rig' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(pcBuildSchema.parse(renamed.json())).toMatchObject({
      name: 'Streaming rig',
      components,
    });

    const fewer = components.filter((line) => line.component !== partOf('gpu').id);
    const replaced = await send('POST', `${url}/replace_components`, access, {
      components_detailed: fewer,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(pcBuildSchema.parse(replaced.json()).components).toEqual(fewer);

    expect((await send('DELETE', url, access)).statusCode).toBe(204);
    expect((await send('GET', url, access)).statusCode).toBe(404);
    expect((await send('DELETE', url, access)).statusCode).toBe(404);
  });

  it('refuses a build that breaks a rule, naming the rule codes, on every write', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const board = partOf('motherboard');
    const boards = await getOk(
      t,
      '/api/ecommerce/products?category=motherboard&per_page=100',
      productListSchema,
    );
    const foreign = boards.items.find(
      (item) =>
        item.category === 'motherboard' &&
        board.category === 'motherboard' &&
        item.specs.socket !== board.specs.socket,
    )!;
    const broken = components.map((line) =>
      line.component === board.id ? { component: foreign.id, amount: 1 } : line,
    );

    const refused = await create(access, { name: 'Broken', components: broken });
    expect(refused.statusCode).toBe(422);
    const error = errorOf(refused);
    expect(error.code).toBe('incompatible_build');
    expect(error.fields?.rules).toContain('cpu_socket_mismatch');
    expect(error.message).toContain('cpu_socket_mismatch');

    const build = pcBuildSchema.parse((await create(access, { name: 'Fine', components })).json());
    const patched = await send('PATCH', `${URL}/${build.id}`, access, { components: broken });
    expect(patched.statusCode).toBe(422);
    expect(errorOf(patched).fields?.rules).toContain('cpu_socket_mismatch');
    const replaced = await send('POST', `${URL}/${build.id}/replace_components`, access, {
      components_detailed: broken,
    });
    expect(replaced.statusCode).toBe(422);
    const memory = partOf('memory');
    const tooMuchMemory = await create(access, {
      name: 'Memory',
      components: components.map((line) =>
        line.component === memory.id ? { ...line, amount: 8 } : line,
      ),
    });
    expect(errorOf(tooMuchMemory).fields?.rules).toEqual(['not_enough_dimm_slots']);
    expect(
      pcBuildSchema.parse((await send('GET', `${URL}/${build.id}`, access)).json()).components,
    ).toEqual(components);
  });

  it('refuses unknown and archived parts clearly, and keeps archived ones shown as a problem', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const unknown = await create(access, {
      name: 'Ghost',
      components: [...components, { component: '2000000000', amount: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      code: 'unknown_parts',
      fields: { components: ['Part 2000000000 is not in the catalogue'] },
    });

    const build = pcBuildSchema.parse((await create(access, { name: 'Saved', components })).json());
    const gpu = partOf('gpu');
    await t.database.db
      .update(parts)
      .set({ status: 'archived' })
      .where(eq(parts.id, Number(gpu.id)));
    try {
      const archived = await create(access, { name: 'Late', components });
      expect(archived.statusCode).toBe(400);
      expect(errorOf(archived)).toMatchObject({
        code: 'archived_parts',
        fields: { components: [`${gpu.title} (part ${gpu.id}) is archived`] },
      });
      const saved = pcBuildSchema.parse((await send('GET', `${URL}/${build.id}`, access)).json());
      expect(saved.problems).toEqual([{ code: 'archived', component: gpu.id, title: gpu.title }]);
    } finally {
      await t.database.db
        .update(parts)
        .set({ status: 'public' })
        .where(eq(parts.id, Number(gpu.id)));
    }
  });

  it('answers 400 validation_failed naming the field for bad input', async () => {
    const { access } = await t.signUp(uniqueEmail());
    const cases: [object, string][] = [
      [{ components }, 'name'],
      [{ name: '   ', components }, 'name'],
      [{ name: 'x'.repeat(81), components }, 'name'],
      [{ name: 'A', components: [{ component: 'abc', amount: 1 }] }, 'components.0.component'],
      [{ name: 'A', components: [{ component: '12', amount: 0 }] }, 'components.0.amount'],
      [
        {
          name: 'A',
          components: [
            { component: '12', amount: 1 },
            { component: '12', amount: 2 },
          ],
        },
        'components',
      ],
      [{ name: 'A', components, reference: 'Not A Slug' }, 'reference'],
    ];
    for (const [body, field] of cases) {
      const response = await create(access, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {})).toContain(field);
    }
    const unknownModel = await create(access, {
      name: 'A',
      components,
      reference: 'no-such-model',
    });
    expect(unknownModel.statusCode).toBe(400);
    expect(errorOf(unknownModel).fields).toEqual({ reference: ['No model no-such-model'] });

    expect((await send('GET', `${URL}/abc`, access)).statusCode).toBe(400);
    const empty = await send('PATCH', `${URL}/1`, access, {});
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).code).toBe('validation_failed');
  });
});

describe('assemblies (pc_build kind assembly, the builds added to a cart)', () => {
  it('makes an assembly for a guest, priced and checked like a draft, never listed or reachable by id', async () => {
    const response = await send('POST', URL, undefined, {
      kind: 'assembly',
      name: 'Custom PC',
      components,
      reference: model.slug,
    });
    expect(response.statusCode, response.body).toBe(201);
    const assembly = pcBuildSchema.parse(response.json());
    expect(assembly).toMatchObject({ kind: 'assembly', components, complete: true, problems: [] });
    const partsTotal = model.parts.reduce((sum, line) => sum + line.product.price * line.amount, 0);
    expect(assembly.price).toBe(partsTotal + assembly.assembly_fee);
    const [row] = await t.database.db.select().from(pcBuilds).where(eq(pcBuilds.id, assembly.id));
    expect(row).toMatchObject({ kind: 'assembly', userId: null });
    const orphan = await t.database.db
      .insert(pcBuilds)
      .values({ kind: 'draft', userId: null, name: 'Orphan' })
      .then(
        () => null,
        (error: unknown) => error as Error & { cause?: unknown },
      );
    expect(String(orphan?.cause ?? orphan)).toContain('pc_builds_draft_owner');

    const someone = await t.signUp(uniqueEmail('someone'));
    expect((await send('GET', `${URL}/${assembly.id}`, someone.access)).statusCode).toBe(404);
  });

  it("makes a signed-in customer's assembly theirs, kept out of their drafts and immutable", async () => {
    const { access } = await t.signUp(uniqueEmail());
    const draft = pcBuildSchema.parse((await create(access, { name: 'Draft', components })).json());
    expect(draft.kind).toBe('draft');
    const response = await create(access, { kind: 'assembly', name: 'Custom PC', components });
    expect(response.statusCode, response.body).toBe(201);
    const assembly = pcBuildSchema.parse(response.json());
    const [row] = await t.database.db.select().from(pcBuilds).where(eq(pcBuilds.id, assembly.id));
    expect(row?.userId).not.toBeNull();

    const list = pcBuildListSchema.parse((await send('GET', URL, access)).json());
    expect(list.items.map((item) => item.id)).toEqual([draft.id]);
    const url = `${URL}/${assembly.id}`;
    for (const response of [
      await send('GET', url, access),
      await send('PATCH', url, access, { name: 'Changed' }),
      await send('POST', `${url}/replace_components`, access, { components_detailed: [] }),
      await send('DELETE', url, access),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    const [kept] = await t.database.db.select().from(pcBuilds).where(eq(pcBuilds.id, assembly.id));
    expect(kept?.name).toBe('Custom PC');
  });

  it('refuses an incompatible or empty assembly, and an unknown token with 401', async () => {
    const memory = partOf('memory');
    const refused = await send('POST', URL, undefined, {
      kind: 'assembly',
      name: 'Custom PC',
      components: components.map((line) =>
        line.component === memory.id ? { ...line, amount: 8 } : line,
      ),
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'incompatible_build',
      fields: { rules: ['not_enough_dimm_slots'] },
    });
    const empty = await send('POST', URL, undefined, {
      kind: 'assembly',
      name: 'Custom PC',
      components: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ components: ['An assembly needs at least one part'] });
    const badToken = await send('POST', URL, 'not-a-token', {
      kind: 'assembly',
      name: 'Custom PC',
      components,
    });
    expect(badToken.statusCode).toBe(401);
  });

  it(`refuses a draft past ${MAX_DRAFTS} with 409 too_many_drafts, but not an assembly`, async () => {
    const { access } = await t.signUp(uniqueEmail('hoarder'));
    const cpu = [{ component: partOf('cpu').id, amount: 1 }];
    const first = pcBuildSchema.parse(
      (await create(access, { name: 'First', components: cpu })).json(),
    );
    const [owner] = await t.database.db
      .select({ userId: pcBuilds.userId })
      .from(pcBuilds)
      .where(eq(pcBuilds.id, first.id));
    await t.database.db.insert(pcBuilds).values(
      Array.from({ length: MAX_DRAFTS - 2 }, (_, index) => ({
        userId: owner!.userId,
        name: `Draft ${index + 2}`,
      })),
    );
    expect((await create(access, { name: 'Last', components: cpu })).statusCode).toBe(201);
    const refused = await create(access, { name: 'One too many', components: cpu });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('too_many_drafts');
    expect(
      (await create(access, { kind: 'assembly', name: 'Cart', components: cpu })).statusCode,
    ).toBe(201);
    expect((await send('DELETE', `${URL}/${first.id}`, access)).statusCode).toBe(204);
    expect((await create(access, { name: 'Room again', components: cpu })).statusCode).toBe(201);
  });
});

describe('the rate limit of assemblies', () => {
  const SCALE = 1;
  const limit = rateLimit({ RATE_LIMIT_SCALE: SCALE }, 'assembly');
  let limited: AccountsTestApp;
  beforeAll(async () => {
    limited = await buildAccountsTestApp({ RATE_LIMIT_SCALE: String(SCALE) });
  });
  afterAll(() => limited?.close());

  it(`refuses the assembly after ${limit.max} from one address, not drafts nor another address`, async () => {
    const cpu = [{ component: partOf('cpu').id, amount: 1 }];
    const assemble = (address: string) =>
      limited.request({
        method: 'POST',
        url: URL,
        payload: { kind: 'assembly', name: 'Custom PC', components: cpu },
        remoteAddress: address,
      });
    const statuses: number[] = [];
    for (let sent = 0; sent <= limit.max; sent += 1)
      statuses.push((await assemble('10.6.0.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(limit.max).fill(201), 429]);
    expect((await assemble('10.6.0.2')).statusCode).toBe(201);

    const { access } = await limited.signUp(uniqueEmail('limited'));
    const draft = await limited.request({
      method: 'POST',
      url: URL,
      payload: { name: 'Draft', components: cpu },
      remoteAddress: '10.6.0.1',
      access,
    });
    expect(draft.statusCode).toBe(201);
  });
});
