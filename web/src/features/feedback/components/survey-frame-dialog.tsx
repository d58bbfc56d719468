import { surveyFrameHeightPx } from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../i18n/use-translation';

/** Organisation-and-settings 2: the survey dialog, an embedded frame 600 px high. */
export default function SurveyFrameDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="survey-dialog">
      <DialogTitle>{t('feedback.surveyTitle')}</DialogTitle>
      <DialogContent>
        <iframe
          src={url}
          title={t('feedback.surveyTitle')}
          style={{ width: '100%', height: surveyFrameHeightPx, border: 0 }}
          data-testid="survey-frame"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
