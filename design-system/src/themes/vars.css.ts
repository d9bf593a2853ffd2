import { createThemeContract } from '@vanilla-extract/css';
import { darkTokens } from './tokens';

/** The theme contract: every style reads these variables, every theme fills them. */
export const vars = createThemeContract(mapToNull(darkTokens));

type NullTree<T> = { [K in keyof T]: T[K] extends string ? null : NullTree<T[K]> };

function mapToNull<T extends object>(tree: T): NullTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : mapToNull(value as object),
    ]),
  ) as NullTree<T>;
}
