import Inbox from '@mui/icons-material/InboxOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function EmptyState({ text }: { text: string }) {
  return (
    <Paper
      data-testid="empty-state"
      sx={{ p: 5, display: 'grid', justifyItems: 'center', gap: 1, color: 'text.secondary' }}
    >
      <Inbox fontSize="large" aria-hidden />
      <Typography>{text}</Typography>
    </Paper>
  );
}
