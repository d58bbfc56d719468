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
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { useAuditLog } from '../api/admin-item';

const columns = '1.2fr 1fr 2.5fr 1.3fr';
const rowHeight = 52;

function AuditRows({ rows }: { rows: AuditLogEntry[] }) {
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
    </>
  );
}

/** Spec 2, audit log: organisation, user, description and the time to the second, oldest first. */
export function AuditLogDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const log = useAuditLog(itemId, true);
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
        ) : log.data.length === 0 ? (
          <Typography>{t('auditLog.empty')}</Typography>
        ) : (
          <AuditRows rows={log.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
