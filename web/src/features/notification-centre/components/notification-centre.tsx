import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { lazyPreloaded } from '../../../lib/lazy-preloaded';

const NotificationCentreDialog = lazyPreloaded(() => import('./notification-centre-dialog'));

/** Spec 2: the URL hash that opens the notification centre. */
export const notificationCentreHash = '#ilmoitusasetukset';
/** Spec 9: it opens after a 1 second loading overlay. */
const openDelayMs = 1000;

/** The header entry; the hash opens it after the overlay and closing clears the hash (spec 2). */
export function NotificationCentreEntry() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isLoading, setIsLoading] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (window.location.hash !== notificationCentreHash) return;
      setIsLoading(true);
      timer = setTimeout(() => {
        setIsLoading(false);
        setIsOpen(true);
      }, openDelayMs);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => {
      window.removeEventListener('hashchange', check);
      clearTimeout(timer);
    };
  }, []);

  const handleClose = () => {
    setIsOpen(false);
    if (window.location.hash === notificationCentreHash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('notificationCentre.open')}
        onClick={() => setIsOpen(true)}
        data-testid="notification-centre-entry"
      >
        <NotificationsActiveOutlined />
      </IconButton>
      {/* Unmounted when closed: a hidden spinner would keep animating, a style pass every frame. */}
      <Backdrop
        open={isLoading}
        slotProps={{ transition: { unmountOnExit: true } }}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
        data-testid="notification-centre-overlay"
      >
        <CircularProgress color="inherit" aria-label={t('notificationCentre.loading')} />
      </Backdrop>
      {isOpen ? (
        <Suspense fallback={null}>
          <NotificationCentreDialog onClose={handleClose} />
        </Suspense>
      ) : null}
    </>
  );
}
