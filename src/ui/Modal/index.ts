export { Modal, type ModalProps } from './Modal';
export { useModalDialog, type ModalDialogProps, type UseModalDialogOptions } from './useModalDialog';
