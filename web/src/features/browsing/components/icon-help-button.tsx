import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Loaded when first opened: the list's first screen shows only the button.
const IconHelpDialog = lazy(() => import('./icon-help-dialog'));

/** Spec 2: a button opening what the list's icons mean. */
export function IconHelpButton() {
  const { t } = useTranslation();
  // null until first opened; then the dialog stays mounted so that it can animate closed.
  const [isOpen, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('items.help.open')}
        onClick={() => setOpen(true)}
        data-testid="icon-help"
      >
        <HelpOutline />
      </IconButton>
      {isOpen !== null ? (
        <Suspense fallback={null}>
          <IconHelpDialog open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
