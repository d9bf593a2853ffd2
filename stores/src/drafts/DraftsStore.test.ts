import { configure } from 'mobx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import * as real from '../domain/compatibility/fixtures';
import { CustomiserStore } from '../customiser/CustomiserStore';
import { product } from '../testing/customiserCatalogue';
import { memoryStorage } from '../platform';
import { AssemblyStore } from './AssemblyStore';
import { ApiRefusal } from '../api/refusal';
import { DraftsStore } from './DraftsStore';

const parts = [
  product(real.ryzen7800x3d, 33_999, { id: '101' }),
  product(real.strixB650A, 21_999, { id: '102' }),
  product(real.magB660mMortarDdr4, 13_999, { id: '103' }),
  product(real.vengeanceDdr5_32, 9_999, { id: '104' }),
];

type Components = { component: string; amount: number }[];

/** A tiny in-memory pc_build server: refuses an AM5 CPU on an LGA1700 board, like the real one. */
function server() {
  const saved: Record<string, unknown>[] = [];
  const assemblies: Record<string, unknown>[] = [];
  const calls: { method: string; path: string; body: unknown }[] = [];
  let nextId = 1;
  const draft = (
    id: number,
    name: string,
    components: Components,
    reference: string | null,
    kind = 'draft',
  ) => ({
    id,
    kind,
    name,
    reference,
    reference_name: null,
    components,
    components_detailed: [],
    currency: 'GBP',
    price: 10_000,
    assembly_fee: 0,
    complete: false,
    problems: [],
    estimated_ship_date: '2026-01-05',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  });
  const incompatible = (components?: Components) =>
    components?.some((line) => line.component === '101') &&
    components.some((line) => line.component === '103');
  const refusal = () =>
    Response.json(
      {
        error: {
          code: 'incompatible_build',
          message: 'These parts do not work together',
          fields: { rules: ['cpu_socket_mismatch'] },
        },
      },
      { status: 422 },
    );
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body =
      request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    calls.push({ method: request.method, path, body });
    const input_ = body as {
      kind?: string;
      name?: string;
      components?: Components;
      reference?: string | null;
      components_detailed?: Components;
    };
    if (path === '/api/ecommerce/pc_build' && request.method === 'GET')
      return Response.json({ items: saved });
    if (path === '/api/ecommerce/pc_build' && request.method === 'POST') {
      if (incompatible(input_.components)) return refusal();
      const kind = input_.kind ?? 'draft';
      const created = draft(
        nextId++,
        input_.name!,
        input_.components!,
        input_.reference ?? null,
        kind,
      );
      (kind === 'draft' ? saved : assemblies).unshift(created);
      return Response.json(created, { status: 201 });
    }
    const match = /^\/api\/ecommerce\/pc_build\/(\d+)(\/replace_components)?$/.exec(path);
    const index = saved.findIndex((item) => item.id === Number(match?.[1]));
    if (!match || index < 0)
      return Response.json(
        { error: { code: 'not_found', message: 'No such build' } },
        { status: 404 },
      );
    if (request.method === 'DELETE') {
      saved.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    const components = match[2] ? input_.components_detailed : input_.components;
    if (incompatible(components)) return refusal();
    saved[index] = {
      ...saved[index],
      ...(input_.name ? { name: input_.name } : {}),
      ...(components ? { components } : {}),
      ...(input_.reference !== undefined ? { reference: input_.reference } : {}),
    };
    return Response.json(saved[index]);
  };
  return { saved, assemblies, calls, fetchImpl };
}

function stores(storage = memoryStorage(), shop = server()) {
  const api = createApiClient({
    baseUrl: 'http://shop.test/',
    context: { country: () => 'GB', currency: () => 'GBP' },
    fetch: shop.fetchImpl,
  });
  const customiser = new CustomiserStore({
    catalogue: {
      partsOfCategory: vi.fn(async (category) =>
        parts.filter((part) => part.category === category),
      ),
      partsByIds: vi.fn(async (ids) => parts.filter((part) => ids.includes(part.id))),
      games: vi.fn(async () => []),
      model: vi.fn(async () => {
        throw new Error('no models');
      }),
    },
    storage,
  });
  const drafts = new DraftsStore({ api, customiser });
  const addToCart = vi.fn(async (_product: string) => undefined);
  const assembly = new AssemblyStore({ api, customiser, addToCart });
  return { shop, customiser, drafts, assembly, addToCart };
}

const cpu = parts[0]!;
const am5Board = parts[1]!;
const lga1700Board = parts[2]!;
const memory = parts[3]!;

describe('DraftsStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('saves the build as a new draft with its parts and amounts, then updates that draft', async () => {
    const { shop, customiser, drafts } = stores();
    customiser.select(cpu);
    customiser.select(am5Board);
    customiser.select(memory);
    customiser.setAmount(memory.id, 2);
    const first = await drafts.save('Custom PC 1');
    expect(first.components).toEqual(
      expect.arrayContaining([
        { component: cpu.id, amount: 1 },
        { component: memory.id, amount: 2 },
      ]),
    );
    expect(drafts.openedId).toBe(first.id);
    customiser.remove(memory.id);
    const second = await drafts.save('Night owl');
    expect(second.id).toBe(first.id);
    expect(shop.saved).toHaveLength(1);
    expect(shop.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/api/ecommerce/pc_build/${first.id}`,
    });
    expect(drafts.items.map((item) => item.name)).toEqual(['Night owl']);
    expect(second.components).toHaveLength(2);
  });

  it('names a new draft after the highest custom PC number in use', async () => {
    const { customiser, drafts } = stores();
    expect(drafts.defaultName('Custom PC')).toBe('Custom PC 1');
    customiser.select(cpu);
    await drafts.save('Custom PC 1');
    drafts.reset();
    customiser.select(cpu);
    await drafts.save('Custom PC 4');
    drafts.reset();
    expect(drafts.defaultName('Custom PC')).toBe('Custom PC 5');
    expect(drafts.defaultName('PC sur mesure')).toBe('PC sur mesure 3');
  });

  it('opens a draft into the customiser with its parts and amounts, and reset closes it', async () => {
    const { customiser, drafts } = stores();
    customiser.select(cpu);
    customiser.select(memory);
    customiser.setAmount(memory.id, 2);
    const draft = await drafts.save('Twin sticks');
    drafts.reset();
    expect(customiser.lines).toHaveLength(0);
    expect(drafts.openedId).toBeNull();
    drafts.clear();
    await drafts.open(draft.id);
    expect(customiser.lines.map(({ part, amount }) => [part.id, amount])).toEqual(
      expect.arrayContaining([
        [cpu.id, 1],
        [memory.id, 2],
      ]),
    );
    expect(drafts.opened?.name).toBe('Twin sticks');
    const missing = await drafts.open(999).catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 'not_found' });
  });

  it('renames, replaces the parts of and deletes a draft', async () => {
    const { shop, customiser, drafts } = stores();
    customiser.select(cpu);
    const draft = await drafts.save('Custom PC 1');
    await drafts.rename(draft.id, 'Quiet one');
    expect(drafts.items[0]!.name).toBe('Quiet one');
    customiser.select(am5Board);
    const replaced = await drafts.replaceComponents(draft.id);
    expect(replaced.components).toHaveLength(2);
    await drafts.remove(draft.id);
    expect(drafts.items).toHaveLength(0);
    expect(drafts.openedId).toBeNull();
    expect(shop.saved).toHaveLength(0);
  });

  it("throws the server's refusal of an incompatible build with its rule codes", async () => {
    const { shop, customiser, drafts } = stores();
    customiser.select(cpu);
    customiser.select(lga1700Board);
    const refusal = await drafts.save('Mismatch').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRefusal);
    expect(refusal).toMatchObject({
      code: 'incompatible_build',
      fields: { rules: ['cpu_socket_mismatch'] },
      status: 422,
    });
    expect(shop.saved).toHaveLength(0);
    expect(drafts.openedId).toBeNull();
  });

  it('keeps the opened draft and its unsaved edits over a reload, shown as changed', async () => {
    const storage = memoryStorage();
    const shop = server();
    const before = stores(storage, shop);
    await before.customiser.restore();
    before.customiser.select(cpu);
    before.customiser.select(memory);
    const draft = await before.drafts.save('Night owl');
    expect(before.drafts.openedChanged).toBe(false);
    before.customiser.setAmount(memory.id, 2);
    expect(before.drafts.openedChanged).toBe(true);
    before.customiser.dispose();

    const after = stores(storage, shop);
    await after.drafts.open(draft.id);
    expect(after.drafts.openedId).toBe(draft.id);
    expect(after.drafts.opened?.name).toBe('Night owl');
    expect(after.customiser.linesOf('memory')[0]?.amount).toBe(2);
    expect(after.drafts.openedChanged).toBe(true);
    after.customiser.dispose();
  });

  it('opens a draft other than the one of the local copy with its saved parts', async () => {
    const storage = memoryStorage();
    const shop = server();
    const before = stores(storage, shop);
    await before.customiser.restore();
    before.customiser.select(cpu);
    const first = await before.drafts.save('First');
    before.drafts.reset();
    before.customiser.select(memory);
    const second = await before.drafts.save('Second');
    before.customiser.select(am5Board);
    before.customiser.dispose();

    const after = stores(storage, shop);
    await after.drafts.open(first.id);
    expect(after.customiser.lines.map(({ part }) => part.id)).toEqual([cpu.id]);
    expect(after.drafts.openedId).toBe(first.id);
    expect(after.drafts.openedChanged).toBe(false);
    expect(second.id).not.toBe(first.id);
  });
});

describe('AssemblyStore', () => {
  beforeAll(() => configure({ enforceActions: 'always' }));

  it('adds the build as an assembly: add, adding, added, and add again once the build changes', async () => {
    const { shop, customiser, assembly, addToCart } = stores();
    customiser.select(cpu);
    customiser.select(am5Board);
    expect(assembly.state).toBe('add');
    const adding = assembly.addToCart('Custom PC');
    expect(assembly.state).toBe('adding');
    const made = await adding;
    expect(assembly.state).toBe('added');
    expect(assembly.assemblyId).toBe(made?.id);
    expect(shop.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/ecommerce/pc_build',
      body: {
        kind: 'assembly',
        name: 'Custom PC',
        components: [
          { component: cpu.id, amount: 1 },
          { component: am5Board.id, amount: 1 },
        ],
        reference: null,
      },
    });
    expect(shop.assemblies).toHaveLength(1);
    expect(shop.saved).toHaveLength(0);
    expect(addToCart).toHaveBeenCalledExactlyOnceWith(`pc-${made?.id}`);

    customiser.select(memory);
    expect(assembly.state).toBe('add');
    expect(assembly.assemblyId).toBeNull();
    customiser.remove(memory.id);
    expect(assembly.state).toBe('added');
  });

  it("keeps the server's refusal with the rule codes until the build changes", async () => {
    const { shop, customiser, assembly } = stores();
    customiser.select(cpu);
    customiser.select(lga1700Board);
    expect(await assembly.addToCart('Custom PC')).toBeNull();
    expect(assembly.state).toBe('add');
    expect(assembly.failure).toMatchObject({
      code: 'incompatible_build',
      fields: { rules: ['cpu_socket_mismatch'] },
      status: 422,
    });
    expect(shop.assemblies).toHaveLength(0);
    customiser.select(am5Board);
    expect(assembly.failure).toBeNull();
  });

  it("stays at add with the cart's refusal when the cart does not take the assembly", async () => {
    const { customiser, assembly, addToCart } = stores();
    const full = new ApiRefusal({ status: 409, code: 'basket_full', message: 'Basket full' });
    addToCart.mockRejectedValueOnce(full);
    customiser.select(cpu);
    customiser.select(am5Board);
    expect(await assembly.addToCart('Custom PC')).toBeNull();
    expect(assembly.state).toBe('add');
    expect(assembly.failure).toBe(full);
  });
});
