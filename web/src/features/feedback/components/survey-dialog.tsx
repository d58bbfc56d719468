import { lazy, Suspense } from 'react';
import { useStoredState } from '../../../lib/use-stored-state';
import { useSurvey } from '../api/feedback';

// Most sessions have no survey to show: its dialog is fetched only when one has.
const SurveyFrameDialog = lazy(() => import('./survey-frame-dialog'));

/** The survey a user closed (its page): it does not show again. */
export const surveySeenKey = 'dealer.survey.seen';
const isText = (value: unknown) => typeof value === 'string';

/** Organisation-and-settings 2: the configured survey, until the user closes it. */
export function SurveyDialog() {
  const { data: survey } = useSurvey();
  const [seen, setSeen] = useStoredState(surveySeenKey, '', isText);
  const url = survey?.show ? survey.iFrameSourceUrl : null;
  if (!url || seen === url) return null;
  return (
    <Suspense fallback={null}>
      <SurveyFrameDialog url={url} onClose={() => setSeen(url)} />
    </Suspense>
  );
}
