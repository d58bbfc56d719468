import { feedbackMessageMaxLength } from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { useSendFeedback } from '../api/feedback';

/** The feedback form (organisation-and-settings 2, Shell): the message and the page's URL. */
export default function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useSendFeedback();
  const location = useLocation();
  const [message, setMessage] = useState('');

  const submit = async () => {
    try {
      await send.mutateAsync({
        message: message.trim(),
        url: `${window.location.origin}${location.pathname}${location.search}`,
      });
      toast.success('feedback.thanks');
      setMessage('');
      onClose();
    } catch {
      // Organisation-and-settings 8: feedback failures show nothing.
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="feedback-dialog">
      <DialogTitle>{t('feedback.title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('feedback.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: feedbackMessageMaxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button
          variant="contained"
          disabled={message.trim() === '' || send.isPending}
          onClick={() => void submit()}
          data-testid="feedback-send"
        >
          {t('feedback.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
