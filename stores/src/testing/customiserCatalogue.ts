import { vi } from 'vitest';
import type {
  CustomiserCatalogue,
  CustomiserModel,
  CustomiserPart,
} from '../customiser/CustomiserStore';
import type { BuildPart } from '../domain/build/parts';
import * as real from '../domain/compatibility/fixtures';

/** A catalogue part from a real-part fixture, with commerce fields. */
export function product(
  part: BuildPart,
  price: number,
  extra: Partial<CustomiserPart> = {},
): CustomiserPart {
  return {
    id: part.id,
    reference: part.id.toUpperCase(),
    category: part.category,
    brand: part.title.split(' ')[0]!,
    title: part.title,
    specs: part.specs,
    price,
    stock: 5,
    status: 'public',
    rating: 4.5,
    ratingCount: 10,
    deliveryDays: 3,
    sold: 1,
    ...extra,
  } as CustomiserPart;
}

/** The customiser's test catalogue: two or more real parts per step, one GPU out of stock. */
export const parts = [
  product(real.corsair4000DAirflow, 9_499),
  product(real.coolerMasterNr200p, 8_999),
  product(real.ryzen7800x3d, 33_999, { sold: 50 }),
  product(real.corei5_14600k, 27_999, { sold: 20 }),
  product(real.strixB650A, 21_999),
  product(real.magB660mMortarDdr4, 13_999),
  product(real.rtx4090Fe, 159_999),
  product(real.rtx4060Ventus, 27_999, { stock: 0 }),
  product(real.rx7800xtPulse, 47_999),
  product(real.vengeanceDdr5_32, 9_999),
  product(real.vengeanceLpxDdr4_16, 3_999),
  product(real.corsairCx550, 5_999),
  product(real.corsairRm1000x, 17_999),
];

export function catalogue(models: Record<string, CustomiserModel> = {}): CustomiserCatalogue {
  return {
    partsOfCategory: vi.fn(async (category) => parts.filter((part) => part.category === category)),
    partsByIds: vi.fn(async (ids) => parts.filter((part) => ids.includes(part.id))),
    games: vi.fn(async () => []),
    model: vi.fn(async (slug) => {
      const model = models[slug];
      if (!model) throw new Error(`no model ${slug}`);
      return model;
    }),
  };
}

export const byId = (id: string) => parts.find((part) => part.id === id)!;
