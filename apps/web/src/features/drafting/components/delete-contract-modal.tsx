import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface DeleteContractModalProps {
  opened: boolean;
  title: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Destructive actions ask first: the draft and its share links are gone for good. */
export function DeleteContractModal({ title, ...dialog }: DeleteContractModalProps) {
  return (
    <ConfirmDialog
      {...dialog}
      title="Delete this draft?"
      text={`"${title}" will be deleted, and every link shared for it stops working. This cannot be undone.`}
      confirmLabel="Delete draft"
    />
  );
}
