import type { ComponentPropsWithRef } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

/** Holds the selected tab: `value`, `defaultValue` and `onValueChange` pass straight to Radix. */
const Root = RadixTabs.Root;

export interface TabsListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /** Names the tab list for screen readers ("Account", "Checkout"). */
  'aria-label': string;
}

/** The row of tabs: arrow keys move between them; it scrolls sideways on narrow screens. */
function List({ className, ...props }: TabsListProps) {
  return <RadixTabs.List {...props} className={cx(styles.list, className)} />;
}

function Trigger({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger {...props} className={cx(styles.trigger, className)} />;
}

function Content({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content {...props} className={cx(styles.content, className)} />;
}

/** Tabs as parts over Radix Tabs: `Tabs.Root` › `Tabs.List` › `Tabs.Trigger`, then `Tabs.Content`. */
export const Tabs = { Root, List, Trigger, Content };
