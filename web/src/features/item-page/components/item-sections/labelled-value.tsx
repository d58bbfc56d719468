import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface LabelledValueProps {
  label: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A label above its value, as the fields of a shown item read. */
export function LabelledValue({ label, testId, children }: LabelledValueProps) {
  return (
    <Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        data-testid={`${testId}-label`}
      >
        {label}
      </Typography>
      <Typography component="div" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
