import { lazyModal } from '../lazyModal';

const dialogs = () => import('./customiserDialogs');

export const DiscountWarningDialog = lazyModal(async () => (await dialogs()).DiscountWarningDialog);
export const SaveDraftDialog = lazyModal(async () => (await dialogs()).SaveDraftDialog);
export const SavedSuccessfullyDialog = lazyModal(
  async () => (await dialogs()).SavedSuccessfullyDialog,
);
export const ResetDraftDialog = lazyModal(async () => (await dialogs()).ResetDraftDialog);
export const RenameDraftDialog = lazyModal(async () => (await dialogs()).RenameDraftDialog);
