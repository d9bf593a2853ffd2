import type { ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SpecTable.css';

export interface SpecRow {
  label: string;
  value: ReactNode;
}

export interface SpecGroup {
  /** The group's heading ("Processor", "Graphics"). */
  title: string;
  rows: SpecRow[];
}

export interface SpecTableProps {
  /** Names the table ("Specification"). */
  caption: string;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  groups: SpecGroup[];
  className?: string;
  ref?: Ref<HTMLTableElement>;
}

/** A model's specification as a real table: one row header per spec, grouped by part. */
export function SpecTable({
  caption,
  hideCaption = false,
  groups,
  className,
  ref,
}: SpecTableProps) {
  return (
    <table ref={ref} className={cx(styles.table, className)}>
      <caption className={hideCaption ? undefined : styles.caption}>
        {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
      </caption>
      {groups.map((group) => (
        <tbody key={group.title}>
          <tr>
            <th scope="rowgroup" colSpan={2} className={styles.groupHeader}>
              {group.title}
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.label} className={styles.row}>
              <th scope="row" className={styles.label}>
                {row.label}
              </th>
              <td className={styles.value}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
