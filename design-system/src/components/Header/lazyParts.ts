import { lazyModule } from '../../utils/loadOnFirstUse';

/** The header's Radix parts, kept out of the page's start-up scripts until a menu is used. */
export const headerDropdowns = lazyModule(() => import('./HeaderDropdowns'), 'The header menus');
export const menuDrawerDialog = lazyModule(() => import('./MenuDrawerDialog'), 'The menu drawer');
