import { feedbackMessageMaxLength } from '@dealer/domain';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { useSendFeedback } from '../api/feedback';

/** The header's feedback form (organisation-and-settings 2, Shell): message and the page's URL. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useSendFeedback();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const close = () => setOpen(false);

  const submit = async () => {
    try {
      await send.mutateAsync({
        message: message.trim(),
        url: `${window.location.origin}${location.pathname}${location.search}`,
      });
      toast.success('feedback.thanks');
      setMessage('');
      close();
    } catch {
      // Organisation-and-settings 8: feedback failures show nothing.
      close();
    }
  };

  return (
    <>
      <Tooltip title={t('feedback.open')}>
        <IconButton
          color="inherit"
          aria-label={t('feedback.open')}
          data-testid="feedback-open"
          onClick={() => setOpen(true)}
        >
          <FeedbackOutlined />
        </IconButton>
      </Tooltip>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm" data-testid="feedback-dialog">
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
          <Button onClick={close}>{t('feedback.cancel')}</Button>
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
    </>
  );
}
