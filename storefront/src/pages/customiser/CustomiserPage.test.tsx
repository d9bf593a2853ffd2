// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { runInAction } from 'mobx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, memoryStorage, RootStore, systemClock } from '@pcshop/stores';
import type { CustomiserPart } from '@pcshop/stores/builder';
import type { BuildPart } from '@pcshop/stores/domain';
import { StoresProvider } from '@pcshop/stores/react';
import type * as DesignSystem from '@pcshop/design-system';
import * as real from '../../../../stores/src/domain/compatibility/fixtures';
import { createI18n } from '../../i18n/createI18n';
import { CustomiserPage } from './CustomiserPage';

/** Renders of each part's card, by part title. */
const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('@pcshop/design-system', async (importOriginal) => {
  const actual = await importOriginal<typeof DesignSystem>();
  return {
    ...actual,
    ComponentCard: (props: Parameters<typeof actual.ComponentCard>[0]) => {
      renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
      return actual.ComponentCard(props);
    },
  };
});

const product = (part: BuildPart, price: number): CustomiserPart =>
  ({
    ...part,
    reference: part.id.toUpperCase(),
    brand: part.title.split(' ')[0]!,
    price,
    stock: 5,
    status: 'public',
    rating: 4.5,
    ratingCount: 10,
    deliveryDays: 2,
    sold: 1,
  }) as CustomiserPart;

const cpu = product(real.ryzen7800x3d, 33_999);
const boards = [
  product(real.strixB650A, 21_999),
  product(real.magB660mMortarDdr4, 13_999),
  product(real.strixB650EI, 29_999),
];

beforeAll(() => {
  // jsdom lacks the layout APIs the stepper uses to keep the current step in view.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  Element.prototype.scrollTo ??= () => {};
});
afterEach(cleanup);

async function renderCustomiser() {
  const root = new RootStore({
    clock: systemClock,
    storage: memoryStorage(),
    createApi: (context) =>
      createApiClient({
        baseUrl: 'http://shop.test/',
        context,
        fetch: async (input) => {
          const url = new URL(input instanceof Request ? input.url : String(input));
          if (url.pathname === '/api/ecommerce/games') return Response.json({ items: [] });
          return Response.json(
            { error: { code: 'not_found', message: url.pathname } },
            { status: 404 },
          );
        },
      }),
  });
  const { customiser: store } = await root.builder();
  runInAction(() => {
    store.candidates.byCategory.set('cpu', [cpu]);
    store.candidates.byCategory.set('motherboard', boards);
  });
  store.select(cpu);
  store.goToStep(2);
  const i18n = await createI18n('en-GB');
  await i18n.loadNamespaces('customiser');
  const router = createMemoryRouter(
    [{ path: '/custom-pc-builder/customiser', element: <CustomiserPage /> }],
    { initialEntries: ['/custom-pc-builder/customiser'] },
  );
  render(
    <StoresProvider root={root}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </StoresProvider>,
  );
  await screen.findByRole('article', { name: boards[0]!.title });
  return store;
}

describe('the customiser page', () => {
  it('re-renders only the card whose mark changed when a part is selected', async () => {
    const store = await renderCustomiser();
    const [chosen, foreign, other] = boards as [CustomiserPart, CustomiserPart, CustomiserPart];
    // The LGA1700 board is marked incompatible with the AM5 processor, with the reason.
    const foreignCard = screen.getByRole('article', { name: foreign.title });
    expect(foreignCard.textContent).toContain('AM5');
    const before = new Map(renders);

    const card = screen.getByRole('article', { name: chosen.title });
    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: /Select/ }));
    });

    expect(store.linesOf('motherboard').map((line) => line.part.id)).toEqual([chosen.id]);
    expect(within(card).getByRole('button', { pressed: true })).toBeTruthy();
    expect(renders.get(chosen.title)).toBeGreaterThan(before.get(chosen.title)!);
    expect(renders.get(foreign.title)).toBe(before.get(foreign.title));
    expect(renders.get(other.title)).toBe(before.get(other.title));
    expect(screen.getByTestId('build-total').textContent).toContain('£559.98');
  });

  it('keeps a chosen incompatible part’s conflict on its card', async () => {
    await renderCustomiser();
    const foreign = boards[1]!;
    const card = screen.getByRole('article', { name: foreign.title });
    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: /Select/ }));
    });

    const chosen = within(card).getByRole('button', { pressed: true });
    expect(chosen.textContent).toContain('Selected');
    expect(card.textContent).toContain('Not compatible with your build');
    expect(card.textContent).toContain('AM5');
  });
});
