import AddCircle from '@mui/icons-material/AddCircleOutlineOutlined';
import ViewList from '@mui/icons-material/ViewListOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAwaitingSellerCount } from '../../lib/awaiting-seller-count';
import { useSession } from '../../lib/session/session-context';
import {
  getShellNavigationEntries,
  navigationTargets,
  type ShellNavigationEntry,
} from './navigation-entries';

const icons: Record<ShellNavigationEntry, typeof ViewList> = {
  add: AddCircle,
  items: ViewList,
  myItems: Inventory,
  settings: Settings,
};

const entrySx = {
  borderRadius: 1,
  mb: 0.5,
  '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
} as const;

interface LeftNavigationProps {
  /** Lets the mobile drawer close on a choice. */
  onNavigate?: () => void;
  /** Add opens the create-draft dialog (organisation-and-settings 2). */
  onAdd: () => void;
}

/** Entries by permission (spec 6). */
export function LeftNavigation({ onNavigate, onAdd }: LeftNavigationProps) {
  const { t } = useTranslation();
  const { flags, user } = useSession();
  // Spec 2: a dot on My items while the organisation, as seller, has ended items waiting for it.
  const { data: awaitingCount = 0 } = useAwaitingSellerCount(
    flags.isPublisher && user.selectedOrganisationId !== null,
  );

  return (
    <nav data-testid="left-navigation" aria-label={t('shell.navigation')}>
      <List sx={{ px: 1 }}>
        {getShellNavigationEntries(flags).map((entry) => {
          const Icon = icons[entry];
          const hasDot = entry === 'myItems' && awaitingCount > 0;
          const content = (
            <>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Badge
                  variant="dot"
                  color="error"
                  invisible={!hasDot}
                  data-testid={hasDot ? 'my-items-awaiting-dot' : undefined}
                >
                  <Icon fontSize="small" />
                </Badge>
              </ListItemIcon>
              <ListItemText primary={t(`nav.${entry}`)} />
              {hasDot ? (
                <span style={visuallyHidden}>
                  {t('nav.myItemsAwaiting', { count: awaitingCount })}
                </span>
              ) : null}
            </>
          );
          // A list holds list items only (axe `list`): each entry's button sits in one.
          if (entry === 'add') {
            return (
              <ListItem key={entry} disablePadding>
                <ListItemButton
                  onClick={() => {
                    onNavigate?.();
                    onAdd();
                  }}
                  data-testid="nav-add"
                  sx={entrySx}
                >
                  {content}
                </ListItemButton>
              </ListItem>
            );
          }
          return (
            <ListItem key={entry} disablePadding>
              <ListItemButton
                component={NavLink}
                to={navigationTargets[entry]}
                // Items is a prefix of My items: only an exact match marks it current.
                end={entry === 'items'}
                onClick={onNavigate}
                data-testid={`nav-${entry}`}
                sx={entrySx}
              >
                {content}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
