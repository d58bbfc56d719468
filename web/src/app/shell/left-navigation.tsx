import ViewList from '@mui/icons-material/ViewListOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import {
  getShellNavigationEntries,
  navigationTargets,
  type ShellNavigationEntry,
} from './navigation-entries';

const icons: Record<ShellNavigationEntry, typeof ViewList> = {
  items: ViewList,
  myItems: Inventory,
  settings: Settings,
};

/** Entries by permission (spec 6); `onNavigate` lets the mobile drawer close on a choice. */
export function LeftNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { flags } = useSession();

  return (
    <nav data-testid="left-navigation" aria-label={t('shell.navigation')}>
      <List sx={{ px: 1 }}>
        {getShellNavigationEntries(flags).map((entry) => {
          const Icon = icons[entry];
          return (
            <ListItemButton
              key={entry}
              component={NavLink}
              to={navigationTargets[entry]}
              // Items is a prefix of My items: only an exact match marks it current.
              end={entry === 'items'}
              onClick={onNavigate}
              data-testid={`nav-${entry}`}
              sx={{
                borderRadius: 1,
                mb: 0.5,
                '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
                '&.active .MuiListItemIcon-root': { color: 'primary.main' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`nav.${entry}`)} />
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
