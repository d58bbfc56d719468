import { formatDateTimeWithSeconds, type AuditLogEntry } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';
import { useAuditLog } from '../api/admin-item';

const columns = '1.2fr 1fr 2.5fr 1.3fr';
const rowHeight = 52;

function AuditRows({
  rows,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: {
  rows: AuditLogEntry[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  // An item with thousands of bids has thousands of rows: only those in view are drawn.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  // Scrolled near the end of what is loaded: the next (older) page comes without a click.
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastShown >= rows.length - 20) onLoadMore();
  }, [hasMore, isLoadingMore, lastShown, rows.length, onLoadMore]);
  const cell = { px: 1, overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: columns,
          fontWeight: 600,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={cell}>{t('auditLog.organisation')}</Box>
        <Box sx={cell}>{t('auditLog.user')}</Box>
        <Box sx={cell}>{t('auditLog.description')}</Box>
        <Box sx={cell}>{t('auditLog.time')}</Box>
      </Box>
      <Box ref={scroller} sx={{ height: '60vh', overflow: 'auto' }} data-testid="audit-log-rows">
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const row = rows[virtual.index]!;
            return (
              <Box
                key={row.id}
                data-testid="audit-log-row"
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: rowHeight,
                  transform: `translateY(${virtual.start}px)`,
                  display: 'grid',
                  gridTemplateColumns: columns,
                  alignItems: 'center',
                  borderBottom: 1,
                  borderColor: 'divider',
                  fontSize: 14,
                }}
              >
                <Box sx={cell}>{row.organisationName ?? '–'}</Box>
                <Box sx={cell}>
                  {row.userName ??
                    t(`auditLog.actor.${row.actorType === 3 ? 'automation' : 'unknown'}`)}
                </Box>
                <Box sx={cell} title={row.description}>
                  {row.description}
                </Box>
                <Box sx={cell}>{formatDateTimeWithSeconds(new Date(row.timestamp), locale)}</Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      {hasMore ? (
        <Button
          onClick={onLoadMore}
          disabled={isLoadingMore}
          sx={{ mt: 1 }}
          data-testid="audit-log-more"
        >
          {t('adminOps.loadMore')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Spec 2, audit log: organisation, user, description and the time to the second, newest first;
 * an item with thousands of bids is read a page at a time as the list is scrolled.
 */
export function AuditLogDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const log = useAuditLog(itemId, true);
  const rows = useMemo(() => log.data?.pages.flatMap((page) => page.entries) ?? [], [log.data]);
  const { fetchNextPage } = log;
  const handleLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      data-testid="audit-log-dialog"
    >
      <DialogTitle id={titleId}>{t('auditLog.title')}</DialogTitle>
      <DialogContent>
        {log.isPending ? (
          <CircularProgress aria-label={t('auditLog.loading')} />
        ) : log.isError ? (
          <Alert severity="error">{t('auditLog.loadFailed')}</Alert>
        ) : rows.length === 0 ? (
          <Typography>{t('auditLog.empty')}</Typography>
        ) : (
          <AuditRows
            rows={rows}
            hasMore={log.hasNextPage}
            isLoadingMore={log.isFetchingNextPage}
            onLoadMore={handleLoadMore}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
