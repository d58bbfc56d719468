import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { navigationWidth } from '../layout';
import { LeftNavigation } from './left-navigation';

interface NavigationDrawerProps {
  /** Permanent beside the page on a desktop; a temporary drawer below 1024 px (spec 9). */
  isPermanent: boolean;
  open: boolean;
  onClose: () => void;
  onAdd: () => void;
}

/** The left navigation in its drawer: MUI's Drawer and List live in this chunk only. */
export default function NavigationDrawer({
  isPermanent,
  open,
  onClose,
  onAdd,
}: NavigationDrawerProps) {
  return isPermanent ? (
    <Drawer
      variant="permanent"
      sx={{
        width: navigationWidth,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: navigationWidth, boxSizing: 'border-box' },
      }}
    >
      <Toolbar variant="dense" />
      <LeftNavigation onAdd={onAdd} />
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: navigationWidth } }}
    >
      <Toolbar variant="dense" />
      <LeftNavigation onNavigate={onClose} onAdd={onAdd} />
    </Drawer>
  );
}
