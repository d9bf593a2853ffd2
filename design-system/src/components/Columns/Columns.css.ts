import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/media';
import type { Breakpoint } from '../../themes/tokens';

export const columnCounts = [1, 2, 3, 4, 5, 6] as const;

export const root = style({ display: 'grid' });

const track = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

function at(breakpoint: Breakpoint) {
  return styleVariants(
    Object.fromEntries(columnCounts.map((count) => [count, count])),
    (count: number) =>
      breakpoint === 'phone'
        ? track(count)
        : { '@media': { [mediaQuery(breakpoint)]: track(count) } },
  );
}

export const columns = {
  phone: at('phone'),
  tabletSmall: at('tabletSmall'),
  tablet: at('tablet'),
  desktop: at('desktop'),
};
