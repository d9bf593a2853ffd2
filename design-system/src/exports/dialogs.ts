export { Dialog, type DialogContentProps, type ModalProps } from '../components/Dialog/Dialog';
export { ActionDialog, type ActionDialogProps } from '../components/Dialog/ActionDialog';
export {
  ResetDraftDialog,
  type ResetDraftDialogLabels,
  type ResetDraftDialogProps,
} from '../components/ResetDraftDialog/ResetDraftDialog';
export {
  SaveDraftDialog,
  type SaveDraftDialogLabels,
  type SaveDraftDialogProps,
} from '../components/SaveDraftDialog/SaveDraftDialog';
export {
  SavedSuccessfullyDialog,
  type SavedSuccessfullyDialogLabels,
  type SavedSuccessfullyDialogProps,
} from '../components/SavedSuccessfullyDialog/SavedSuccessfullyDialog';
export {
  DiscountWarningDialog,
  type DiscountWarningDialogLabels,
  type DiscountWarningDialogProps,
} from '../components/DiscountWarningDialog/DiscountWarningDialog';
export {
  RemoveAssemblyDialog,
  type RemoveAssemblyDialogLabels,
  type RemoveAssemblyDialogProps,
} from '../components/RemoveAssemblyDialog/RemoveAssemblyDialog';
export {
  RenameDraftDialog,
  type RenameDraftDialogLabels,
  type RenameDraftDialogProps,
} from '../components/RenameDraftDialog/RenameDraftDialog';
