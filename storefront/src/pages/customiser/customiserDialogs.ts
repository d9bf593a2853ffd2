/** The customiser's modals, fetched when one first opens (`lazyModal`), not with the page. */
export {
  DiscountWarningDialog,
  RenameDraftDialog,
  ResetDraftDialog,
  SaveDraftDialog,
  SavedSuccessfullyDialog,
} from '@pcshop/design-system';
