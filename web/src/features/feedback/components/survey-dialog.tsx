import { surveyFrameHeightPx } from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useStoredState } from '../../../lib/use-stored-state';
import { useSurvey } from '../api/feedback';

/** The survey a user closed (its page): it does not show again. */
export const surveySeenKey = 'dealer.survey.seen';
const isText = (value: unknown) => typeof value === 'string';

/** Organisation-and-settings 2: the survey dialog, an embedded frame 600 px high. */
export function SurveyDialog() {
  const { t } = useTranslation();
  const { data: survey } = useSurvey();
  const [seen, setSeen] = useStoredState(surveySeenKey, '', isText);
  const url = survey?.show ? survey.iFrameSourceUrl : null;
  if (!url || seen === url) return null;
  return (
    <Dialog open onClose={() => setSeen(url)} fullWidth maxWidth="md" data-testid="survey-dialog">
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
        <Button onClick={() => setSeen(url)}>{t('feedback.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
