import { adminMenuOf, type AuctionItem } from '@dealer/domain';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useServerClock } from '../../../lib/server-clock-context';
import { AuditLogDialog } from './audit-log-dialog';
import { EndMessagesDialog } from './end-messages-dialog';
import { EndTimeDialog } from './end-time-dialog';
import { FixConfirmationDialog } from './fix-confirmation-dialog';

type AdminDialog = 'fix' | 'messages' | 'endTime' | 'auditLog';

/**
 * Spec 2, functions menu: the platform admin's entries (fix confirmation, send end messages,
 * update end time, audit log), each enabled by the domain's rule (adminMenuOf).
 */
export function AdminFunctionsMenu({ item }: { item: AuctionItem }) {
  const { t } = useTranslation();
  const menuId = useId();
  const clock = useServerClock();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<AdminDialog | null>(null);
  const enabled = adminMenuOf(
    {
      status: item.status,
      start: new Date(item.start ?? 0),
      end: new Date(item.end ?? 0),
      isWinningBidSelected: item.isWinningBidSelected,
      hasAuctioneerConfirmation: item.hasAuctioneerConfirmation,
    },
    new Date(clock.now()),
  );
  const open = (next: AdminDialog) => () => {
    setAnchor(null);
    setDialog(next);
  };
  const close = () => setDialog(null);

  return (
    <>
      <IconButton
        aria-label={t('adminItem.functions')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="admin-functions-menu"
      >
        <AdminPanelSettings />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={!enabled.fixConfirmation}
          onClick={open('fix')}
          data-testid="admin-function-fix"
        >
          {t('adminItem.fixConfirmation')}
        </MenuItem>
        <MenuItem
          disabled={!enabled.sendEndMessages}
          onClick={open('messages')}
          data-testid="admin-function-messages"
        >
          {t('adminItem.sendEndMessages')}
        </MenuItem>
        <MenuItem
          disabled={!enabled.updateEndTime}
          onClick={open('endTime')}
          data-testid="admin-function-end-time"
        >
          {t('adminItem.updateEndTime')}
        </MenuItem>
        <MenuItem
          disabled={!enabled.auditLog}
          onClick={open('auditLog')}
          data-testid="admin-function-audit-log"
        >
          {t('adminItem.auditLog')}
        </MenuItem>
      </Menu>
      {dialog === 'fix' ? <FixConfirmationDialog item={item} onClose={close} /> : null}
      {dialog === 'messages' ? <EndMessagesDialog itemId={item.id} onClose={close} /> : null}
      {dialog === 'endTime' ? <EndTimeDialog item={item} onClose={close} /> : null}
      {dialog === 'auditLog' ? <AuditLogDialog itemId={item.id} onClose={close} /> : null}
    </>
  );
}
