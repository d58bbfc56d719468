import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routePaths } from '@dealer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/session/session-api';

/** Ends the session and goes to sign-in; leaving first, so no query refetches on the way. */
interface LogoutButtonProps {
  /** In the header on a phone only the icon shows. */
  isCompact?: boolean;
}

export function LogoutButton({ isCompact = false }: LogoutButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const handleLogout = async () => {
    // A failed logout still leaves: the sign-in page is where the user wanted to go.
    await logout().catch(() => undefined);
    await navigate(routePaths.signIn, { replace: true });
    queryClient.clear();
  };

  return (
    <Button
      color="inherit"
      data-testid="logout"
      startIcon={<Logout />}
      aria-label={t('shell.logout')}
      onClick={handleLogout}
      sx={{ minWidth: 0 }}
    >
      <Box component="span" sx={isCompact ? { display: { xs: 'none', md: 'inline' } } : undefined}>
        {t('shell.logout')}
      </Box>
    </Button>
  );
}
