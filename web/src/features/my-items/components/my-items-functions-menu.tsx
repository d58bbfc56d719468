import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useClientConfig } from '../../../lib/client-config';
import { useSession } from '../../../lib/session/session-context';
import { AdminSearchDialog } from '../../admin';

/**
 * Spec 2, My items functions menu: the reports link when configured; for platform admins the
 * admin search dialog. Without an entry there is no menu.
 */
export function MyItemsFunctionsMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const reportsUrl = useClientConfig().data?.reportsAppUrl ?? null;
  const isAdmin = useSession().user.nwAdmin;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  if (!reportsUrl && !isAdmin) return null;

  return (
    <>
      <IconButton
        aria-label={t('myItems.functions')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="my-items-functions"
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {reportsUrl ? (
          <MenuItem
            component="a"
            href={reportsUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
            data-testid="function-reports"
          >
            {t('myItems.reports')}
          </MenuItem>
        ) : null}
        {isAdmin ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setIsSearching(true);
            }}
            data-testid="function-admin-search"
          >
            {t('admin.openSearch')}
          </MenuItem>
        ) : null}
        {isAdmin ? (
          <MenuItem
            component={Link}
            to="/admin"
            onClick={() => setAnchor(null)}
            data-testid="function-platform-operations"
          >
            {t('adminConsole.title')}
          </MenuItem>
        ) : null}
      </Menu>
      {isAdmin ? (
        <AdminSearchDialog open={isSearching} onClose={() => setIsSearching(false)} />
      ) : null}
    </>
  );
}
