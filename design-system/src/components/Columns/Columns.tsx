import type { ReactNode, Ref } from 'react';
import { plainList } from '../../css/list.css';
import type { Breakpoint } from '../../themes/tokens';
import { cx } from '../../utils/cx';
import { Box, type BoxElement } from '../Box/Box';
import type { Space } from '../Stack/Stack';
import * as styles from './Columns.css';

export { columnCounts } from './Columns.css';
export type ColumnCount = (typeof styles.columnCounts)[number];
/** A column count, or one per breakpoint (mobile first: `{ phone: 1, tabletSmall: 2, desktop: 4 }`). */
export type ResponsiveColumns = ColumnCount | Partial<Record<Breakpoint, ColumnCount>>;

export interface ColumnsProps {
  children: ReactNode;
  columns: ResponsiveColumns;
  space?: Space;
  as?: Extract<BoxElement, 'div' | 'section' | 'ul' | 'ol'>;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** Equal-width grid columns whose count changes per breakpoint. */
export function Columns({ children, columns, space = 'medium', as, className, ref }: ColumnsProps) {
  const counts = typeof columns === 'number' ? { phone: columns } : columns;
  const classes = (Object.keys(styles.columns) as Breakpoint[]).map((breakpoint) => {
    const count = counts[breakpoint];
    return count ? styles.columns[breakpoint][count] : undefined;
  });
  return (
    <Box
      as={as}
      ref={ref}
      gap={space}
      className={cx(styles.root, (as === 'ul' || as === 'ol') && plainList, ...classes, className)}
    >
      {children}
    </Box>
  );
}
