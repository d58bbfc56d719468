import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** The area above the page, e.g. "settings" over a settings sub-page (spec 2). */
  overline?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, overline, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {overline ? (
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.8 }}>
            {overline}
          </Typography>
        ) : null}
        <Typography variant="h1" data-testid="page-title">
          {title}
        </Typography>
      </Box>
      {actions}
    </Box>
  );
}
