import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useHasBeen } from '../lib/use-has-been';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** The dialog's test id; its confirm button is `${testId}-button`. */
  testId: string;
  /** More to say under the text (a fee notice, say). */
  children?: ReactNode;
  isDestructive?: boolean;
}

/** A yes/no question before an action that is not easily undone. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending = false,
  testId,
  children,
  isDestructive = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // A closed MUI dialog still runs its modal's hooks on every render; a page holds several of
  // these questions, so each mounts when first asked and stays mounted to animate closed.
  const hasOpened = useHasBeen(open);
  if (!hasOpened) return null;
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending} data-testid={`${testId}-cancel`}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={isDestructive ? 'error' : 'primary'}
          onClick={onConfirm}
          loading={isPending}
          data-testid={`${testId}-button`}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
