import type { ReactNode, Ref } from 'react';
import type { Breakpoint } from '../../themes/tokens';
import { Box, type BoxElement } from '../Box/Box';
import type { Space } from '../Stack/Stack';

export const inlineAligns = ['start', 'center', 'end', 'between'] as const;
export const inlineAlignYs = ['start', 'center', 'end', 'baseline'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;
const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const;

export interface InlineProps {
  children: ReactNode;
  space?: Space;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Below this breakpoint the children stack vertically instead of wrapping. */
  collapseBelow?: Exclude<Breakpoint, 'phone'>;
  as?: Extract<BoxElement, 'div' | 'span' | 'ul' | 'ol' | 'nav' | 'footer' | 'header'>;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** Children side by side, wrapping onto the next line when the row is full. */
export function Inline({
  children,
  space = 'small',
  align = 'start',
  alignY = 'center',
  collapseBelow,
  as,
  className,
  ref,
}: InlineProps) {
  return (
    <Box
      as={as}
      ref={ref}
      className={className}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={justify[align]}
      flexDirection={collapseBelow ? { phone: 'column', [collapseBelow]: 'row' } : 'row'}
      alignItems={
        collapseBelow
          ? { phone: 'stretch', [collapseBelow]: alignItems[alignY] }
          : alignItems[alignY]
      }
    >
      {children}
    </Box>
  );
}
