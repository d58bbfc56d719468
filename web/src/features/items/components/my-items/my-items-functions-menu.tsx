import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../../lib/client-config';

/**
 * Spec 2, My items functions menu: the reports link when configured (the admin search joins
 * with the admin features). Without an entry there is no menu.
 */
export function MyItemsFunctionsMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const reportsUrl = useClientConfig().data?.reportsAppUrl ?? null;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!reportsUrl) return null;

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
      </Menu>
    </>
  );
}
