import {
  findReleaseNoteBlock,
  formatDateTime,
  type AdminReleaseNote,
  type ReleaseNoteAction,
} from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { useAdminReleaseNotes, useChangeReleaseNote } from '../api/release-notes-admin';
import { ReleaseNoteEditorDialog } from './release-note-editor-dialog';
import { ReleaseNotePublishDialog } from './release-note-publish-dialog';

const stateColours = { draft: 'default', scheduled: 'info', published: 'success' } as const;
type Open =
  { kind: 'edit'; note: AdminReleaseNote | null } | { kind: 'publish'; note: AdminReleaseNote };

function NoteRow({ note, onOpen }: { note: AdminReleaseNote; onOpen: (open: Open) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const locale = useLocale();
  const change = useChangeReleaseNote();
  const may = (action: ReleaseNoteAction) => findReleaseNoteBlock(action, note.state) === null;
  const handle = (kind: 'unpublish' | 'delete') =>
    change.mutate(
      { kind, id: note.id },
      {
        onSuccess: () =>
          toast.success(kind === 'delete' ? 'adminOps.noteDeleted' : 'adminOps.noteUnpublished'),
        onError: () => toast.error('adminOps.noteFailed'),
      },
    );
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { md: 'center' } }}
      data-testid={`admin-release-note-${note.id}`}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{note.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {note.published
            ? t(note.state === 'scheduled' ? 'adminOps.scheduledFor' : 'adminOps.publishedAt', {
                time: formatDateTime(new Date(note.published), locale),
              })
            : t('adminOps.editedBy', {
                time: formatDateTime(new Date(note.updatedAt), locale),
                name: note.updatedByName ?? '–',
              })}
        </Typography>
      </Stack>
      <Chip
        size="small"
        color={stateColours[note.state]}
        label={t(`adminOps.state.${note.state}`)}
        data-testid={`admin-release-note-state-${note.id}`}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => onOpen({ kind: 'edit', note })}>
          {t('adminOps.edit')}
        </Button>
        {may('publish') ? (
          <Button
            size="small"
            onClick={() => onOpen({ kind: 'publish', note })}
            data-testid={`admin-release-note-publish-${note.id}`}
          >
            {t('adminOps.publish')}
          </Button>
        ) : null}
        {may('unpublish') ? (
          <Button size="small" onClick={() => handle('unpublish')} disabled={change.isPending}>
            {t('adminOps.unpublish')}
          </Button>
        ) : null}
        {may('delete') ? (
          <Button
            size="small"
            color="error"
            onClick={() => handle('delete')}
            disabled={change.isPending}
          >
            {t('adminOps.delete')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Release notes (issue 13): write, edit, publish now or at a time, take back, delete drafts. */
export function ReleaseNotesSection() {
  const { t } = useTranslation();
  const notes = useAdminReleaseNotes();
  const [open, setOpen] = useState<Open | null>(null);
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="admin-release-notes-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" id="admin-release-notes-title">
          {t('adminOps.releaseNotesTitle')}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => setOpen({ kind: 'edit', note: null })}
          data-testid="admin-release-note-new"
        >
          {t('adminOps.newNote')}
        </Button>
      </Stack>
      {notes.isPending ? (
        <CircularProgress aria-label={t('adminOps.notesLoading')} />
      ) : notes.isError ? (
        <Alert severity="error">{t('adminOps.loadFailed')}</Alert>
      ) : (
        notes.data.map((note) => <NoteRow key={note.id} note={note} onOpen={setOpen} />)
      )}
      {open?.kind === 'edit' ? (
        <ReleaseNoteEditorDialog note={open.note} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'publish' ? (
        <ReleaseNotePublishDialog note={open.note} onClose={() => setOpen(null)} />
      ) : null}
    </Paper>
  );
}
