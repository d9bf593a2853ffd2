export { Alert, alertTones, type AlertProps, type AlertTone } from '../components/Alert/Alert';
export {
  Toast,
  toastTones,
  type ToastProviderProps,
  type ToastRootProps,
  type ToastTone,
  type ToastViewportProps,
} from '../components/Toast/Toast';
export {
  CookieBanner,
  type CookieBannerLabels,
  type CookieBannerProps,
} from '../components/CookieBanner/CookieBanner';
export {
  EmptyState,
  emptyStateHeadingLevels,
  type EmptyStateHeadingLevel,
  type EmptyStateProps,
} from '../components/EmptyState/EmptyState';
export {
  ErrorPage,
  type ErrorPageLabels,
  type ErrorPageProps,
} from '../components/ErrorPage/ErrorPage';
export {
  ComingSoon,
  type ComingSoonLabels,
  type ComingSoonProps,
} from '../components/ComingSoon/ComingSoon';
