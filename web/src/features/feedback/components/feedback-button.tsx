import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { lazyPreloaded } from '../../../lib/lazy-preloaded';

const FeedbackDialog = lazyPreloaded(() => import('./feedback-dialog'));

/** The header's feedback entry (organisation-and-settings 2, Shell); the form opens on click. */
export function FeedbackButton() {
  const { t } = useTranslation();
  // null until first opened; then the dialog stays mounted so that it can animate and keep a draft.
  const [isOpen, setOpen] = useState<boolean | null>(null);

  return (
    <>
      <LazyTooltip title={t('feedback.open')}>
        <IconButton
          color="inherit"
          aria-label={t('feedback.open')}
          data-testid="feedback-open"
          onClick={() => setOpen(true)}
        >
          <FeedbackOutlined />
        </IconButton>
      </LazyTooltip>
      {isOpen !== null ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
