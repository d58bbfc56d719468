import ChevronRight from '@mui/icons-material/ChevronRight';
import OpenInNew from '@mui/icons-material/OpenInNew';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function SettingsGroup({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" data-testid={testId} sx={{ overflow: 'hidden' }}>
      <Typography variant="h2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        {title}
      </Typography>
      <List disablePadding>{children}</List>
    </Paper>
  );
}

interface RowProps {
  primary: string;
  secondary?: string;
  testId?: string;
}

/** A settings page inside the app. */
export function SettingsLinkRow({ to, primary, secondary, testId }: RowProps & { to: string }) {
  return (
    // A list holds list items only (axe `list`): the link sits in one.
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to} data-testid={testId}>
        <ListItemText primary={primary} secondary={secondary} />
        <ChevronRight color="action" aria-hidden />
      </ListItemButton>
    </ListItem>
  );
}

/** A page elsewhere, in a new tab; `secondary` says so for every reader. */
export function SettingsExternalRow({
  href,
  primary,
  secondary,
  testId,
}: RowProps & { href: string }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={testId}
      >
        <ListItemText primary={primary} secondary={secondary} />
        <OpenInNew color="action" fontSize="small" aria-hidden />
      </ListItemButton>
    </ListItem>
  );
}

/** Information only, or a page that does not exist yet: not clickable. */
export function SettingsTextRow({ primary, secondary, testId }: RowProps) {
  return (
    <ListItem data-testid={testId}>
      <ListItemText
        primary={primary}
        secondary={secondary}
        slotProps={{ primary: { color: secondary ? 'text.secondary' : 'text.primary' } }}
      />
    </ListItem>
  );
}
