import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@dealer/domain';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';
import { useReleaseNotes } from '../api/release-notes';
import { NoteText } from './note-text';

/** Spec 2: the release notes with date, title and text; "new" on the latest unread one. */
export default function ReleaseNotesDialog({
  unreadId,
  onClose,
}: {
  unreadId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const notes = useReleaseNotes(true);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="release-notes-dialog"
    >
      <DialogTitle id={titleId}>{t('releaseNotes.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          {notes.data?.map((note) => (
            <section key={note.id} data-testid={`release-note-${note.id}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h3">{note.title}</Typography>
                {note.id === unreadId ? (
                  <Chip size="small" color="secondary" label={t('releaseNotes.new')} />
                ) : null}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {formatDate(new Date(note.published), locale)}
              </Typography>
              <NoteText text={note.text} />
            </section>
          ))}
          {notes.isError ? <Typography>{t('releaseNotes.loadError')}</Typography> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
