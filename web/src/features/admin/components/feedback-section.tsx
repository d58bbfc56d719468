import { formatDateTime } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';
import { useFeedbackPages } from '../api/feedback';

/**
 * The feedback form's messages (issue 13), newest first: who sent them (organisation, user),
 * when (Helsinki time in the user's locale), on which page, and the text as plain text.
 */
export function FeedbackSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const feedback = useFeedbackPages();
  const entries = feedback.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="admin-feedback-title">
      <Typography variant="h6" component="h2" id="admin-feedback-title">
        {t('adminOps.feedbackTitle')}
      </Typography>
      {feedback.isPending ? (
        <CircularProgress aria-label={t('adminOps.feedbackLoading')} />
      ) : feedback.isError ? (
        <Alert severity="error">{t('adminOps.loadFailed')}</Alert>
      ) : entries.length === 0 ? (
        <Typography>{t('adminOps.noFeedback')}</Typography>
      ) : (
        <>
          <Table size="small" data-testid="admin-feedback">
            <TableHead>
              <TableRow>
                <TableCell>{t('adminOps.sentAt')}</TableCell>
                <TableCell>{t('adminOps.organisation')}</TableCell>
                <TableCell>{t('adminOps.user')}</TableCell>
                <TableCell>{t('adminOps.message')}</TableCell>
                <TableCell>{t('adminOps.page')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} data-testid={`admin-feedback-${entry.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(new Date(entry.timestamp), locale)}
                  </TableCell>
                  <TableCell>{entry.organisationName ?? '–'}</TableCell>
                  <TableCell>{entry.userName ?? '–'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {entry.message}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.url}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {feedback.hasNextPage ? (
            <Button
              sx={{ mt: 1 }}
              onClick={() => void feedback.fetchNextPage()}
              disabled={feedback.isFetchingNextPage}
              data-testid="admin-feedback-more"
            >
              {t('adminOps.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </Paper>
  );
}
