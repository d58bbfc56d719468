import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { desktopMediaQuery, navigationWidth } from '../layout';
import { AppHeader } from './app-header';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { useHasBeen } from '../../lib/use-has-been';

// The navigation is not part of a phone's first screen (it opens from the header), so its drawer
// and list come in their own chunk: a desktop fetches it with the page, a phone when idle.
const NavigationDrawer = lazyPreloaded(() => import('./navigation-drawer'));

// Loaded when Add is first chosen: most visits never open it.
const CreateDraftDialog = lazy(() =>
  import('../../features/drafts/components/create-draft/create-draft-dialog').then((module) => ({
    default: module.CreateDraftDialog,
  })),
);

/** Header, left navigation (a drawer below 1024 px, spec 9) and the page. */
export function AppShell() {
  const isDesktop = useMediaQuery(desktopMediaQuery, { noSsr: true });
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // The phone's drawer mounts on its first opening and stays, so that it can animate closed.
  const hasOpenedDrawer = useHasBeen(isDrawerOpen);
  const [isCreateDraftOpen, setCreateDraftOpen] = useState(false);
  // Mounted when Add is first chosen and kept, so that the dialog can animate closed.
  const hasOpenedCreateDraft = useHasBeen(isCreateDraftOpen);
  const openCreateDraft = () => setCreateDraftOpen(true);
  const { pathname, search } = useLocation();

  // Spec 2: every navigation scrolls to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppHeader onOpenNavigation={isDesktop ? undefined : () => setDrawerOpen(true)} />
      {isDesktop || hasOpenedDrawer ? (
        // The desktop's fallback keeps the navigation's width, so the page does not move.
        <Suspense
          fallback={isDesktop ? <Box sx={{ width: navigationWidth, flexShrink: 0 }} /> : null}
        >
          <NavigationDrawer
            isPermanent={isDesktop}
            open={isDrawerOpen}
            onClose={() => setDrawerOpen(false)}
            onAdd={openCreateDraft}
          />
        </Suspense>
      ) : null}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar variant="dense" />
        <Outlet />
      </Box>
      {hasOpenedCreateDraft ? (
        <Suspense fallback={null}>
          <CreateDraftDialog open={isCreateDraftOpen} onClose={() => setCreateDraftOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
