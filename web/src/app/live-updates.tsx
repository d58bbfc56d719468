import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast/toast-context';
import { applyLiveFrame } from '../lib/live/item-list-cache';
import { itemListKey } from '../lib/live/item-list-key';
import { LiveConnection, type LiveStatus } from '../lib/live/live-connection';
import { useServerClock } from '../lib/server-clock-context';

/** Items new to the list come in bursts (many start at once): one reload for a burst. */
export const listRefetchDebounceMs = 1000;

/**
 * The signed-in session's one live connection (spec 4): frames update the cached items list,
 * a reconnect reloads it, and while the connection is lost the spec's error asks to refresh.
 */
export function LiveUpdates() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clock = useServerClock();
  const toast = useToast();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    const reloadList = async () => {
      await queryClient.invalidateQueries({ queryKey: itemListKey });
      if (queryClient.getQueryState(itemListKey)?.status === 'error') {
        toast.error('live.reloadFailed');
      }
    };
    const connection = new LiveConnection({
      onFrame: (frame) => {
        if (applyLiveFrame(queryClient, frame, clock.now()) !== 'refetch') return;
        clearTimeout(refetchTimer);
        refetchTimer = setTimeout(() => void reloadList(), listRefetchDebounceMs);
      },
      onStatus: setStatus,
      onReconnect: () => void reloadList(),
    });
    connection.start();
    return () => {
      clearTimeout(refetchTimer);
      connection.stop();
    };
  }, [queryClient, clock, toast]);

  return (
    <Snackbar open={status === 'lost'} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="error"
        variant="filled"
        data-testid="connection-lost"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('live.refresh')}
          </Button>
        }
      >
        {t('live.connectionLost')}
      </Alert>
    </Snackbar>
  );
}
