export type { LinkRenderProps, RenderLink } from '../utils/renderLink';
export { Header, type HeaderLabels, type HeaderProps } from '../components/Header/Header';
export type {
  HeaderAccount,
  HeaderLink,
  AccountMenuLabels,
} from '../components/Header/AccountMenu';
export type { NavigationLink } from '../components/Header/MenuDrawer';
export type { Switcher, SwitcherOption } from '../components/Header/SwitcherMenu';
export {
  Footer,
  type FooterEdition,
  type FooterGroup,
  type FooterLink,
  type FooterProps,
} from '../components/Footer/Footer';
export {
  Breadcrumbs,
  type Breadcrumb,
  type BreadcrumbsProps,
} from '../components/Breadcrumbs/Breadcrumbs';
export { Tabs, type TabsListProps } from '../components/Tabs/Tabs';
export {
  Stepper,
  stepStates,
  type Step,
  type StepState,
  type StepperLabels,
  type StepperProps,
} from '../components/Stepper/Stepper';
export {
  Pagination,
  type PaginationLabels,
  type PaginationProps,
} from '../components/Pagination/Pagination';
export { SortSelect, type SortSelectProps } from '../components/SortSelect/SortSelect';
export { FilterToggle, type FilterToggleProps } from '../components/FilterToggle/FilterToggle';
