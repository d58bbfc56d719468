import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useHasBeen } from '../../../lib/use-has-been';

// Loaded when first opened: the list's first screen shows only the button.
const IconHelpDialog = lazy(() => import('./icon-help-dialog'));

/** Spec 2: a button opening what the list's icons mean. */
export function IconHelpButton() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // Mounted on the first opening and kept, so that the dialog can animate closed.
  const hasOpened = useHasBeen(isOpen);
  return (
    <>
      <IconButton
        aria-label={t('items.help.open')}
        onClick={() => setOpen(true)}
        data-testid="icon-help"
      >
        <HelpOutline />
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <IconHelpDialog open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
