import type { ReactNode, Ref } from 'react';
import { plainList } from '../../css/list.css';
import type { Sprinkles } from '../../css/sprinkles.css';
import { cx } from '../../utils/cx';
import { Box, type BoxElement } from '../Box/Box';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];
export type Space = NonNullable<Sprinkles['gap']>;

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const;

export interface StackProps {
  children: ReactNode;
  /** Gap between children, a space token or one per breakpoint: `{ phone: 'small', desktop: 'large' }`. */
  space?: Space;
  align?: StackAlign;
  as?: Extract<
    BoxElement,
    'div' | 'section' | 'article' | 'ul' | 'ol' | 'form' | 'header' | 'footer'
  >;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** Children one under the other with an even gap. */
export function Stack({
  children,
  space = 'medium',
  align = 'stretch',
  as,
  className,
  ref,
}: StackProps) {
  return (
    <Box
      as={as}
      ref={ref}
      className={cx((as === 'ul' || as === 'ol') && plainList, className)}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
    >
      {children}
    </Box>
  );
}
