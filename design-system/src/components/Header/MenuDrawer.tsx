import type { RenderLink } from '../../utils/renderLink';
import { IconButton } from '../IconButton/IconButton';
import { menuDrawerDialog } from './lazyParts';
import { useLoadOnFirstUse } from '../../utils/loadOnFirstUse';
import type { Switcher } from './SwitcherMenu';
import * as styles from './Header.css';

export interface NavigationLink {
  href: string;
  label: string;
  /** Marks the link of the page being shown. */
  current?: boolean;
}

export interface MenuDrawerProps {
  navigation: readonly NavigationLink[];
  edition: Switcher;
  currency: Switcher;
  labels: {
    menu: string;
    closeMenu: string;
    navigation: string;
    edition: string;
    currency: string;
  };
  renderLink: RenderLink;
}

/**
 * The phone and tablet menu: a panel from the side with the navigation and the two switchers
 * (a Radix dialog, loaded on first use).
 */
export function MenuDrawer(props: MenuDrawerProps) {
  const drawer = useLoadOnFirstUse(menuDrawerDialog, 'dialog');
  const trigger = { icon: 'menu', label: props.labels.menu, className: styles.menuButton } as const;
  if (!drawer.loaded) return <IconButton {...drawer.triggerProps} {...trigger} />;
  return (
    <drawer.loaded.MenuDrawerDialog {...props} trigger={trigger} triggerRef={drawer.triggerRef} />
  );
}
