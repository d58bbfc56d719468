import {
  releaseNoteDraftSchema,
  releaseNoteTextMaxLength,
  releaseNoteTitleMaxLength,
  type AdminReleaseNote,
  type ReleaseNoteDraft,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useFieldErrorText } from '../../../lib/forms';
import { NoteText } from '../../release-notes';
import { useChangeReleaseNote } from '../api/release-notes-admin';

/**
 * Writes a new release note or edits one (issue 13): the title and the text checked by the
 * domain's schema, and below them the note as the bell's dialog will show it, links clickable.
 */
export function ReleaseNoteEditorDialog({
  note,
  onClose,
}: {
  note: AdminReleaseNote | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const errorText = useFieldErrorText();
  const change = useChangeReleaseNote();
  const { register, handleSubmit, formState, control } = useForm<ReleaseNoteDraft>({
    resolver: zodResolver(releaseNoteDraftSchema),
    defaultValues: { title: note?.title ?? '', text: note?.text ?? '' },
  });
  const { errors } = formState;
  const [title, text] = useWatch({ control, name: ['title', 'text'] });
  const handleSave = handleSubmit((draft) =>
    change.mutate(note ? { kind: 'edit', id: note.id, draft } : { kind: 'create', draft }, {
      onSuccess: () => {
        toast.success('adminOps.noteSaved');
        onClose();
      },
      onError: () => toast.error('adminOps.noteFailed'),
    }),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      data-testid="release-note-editor"
    >
      <DialogTitle id={titleId}>{t(note ? 'adminOps.editNote' : 'adminOps.newNote')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={handleSave}>
          <TextField
            label={t('adminOps.noteTitle')}
            {...register('title')}
            error={errors.title !== undefined}
            helperText={errorText(errors.title)}
            slotProps={{
              htmlInput: {
                maxLength: releaseNoteTitleMaxLength,
                'data-testid': 'release-note-title',
              },
            }}
          />
          <TextField
            label={t('adminOps.noteText')}
            {...register('text')}
            multiline
            minRows={5}
            error={errors.text !== undefined}
            helperText={errorText(errors.text) ?? t('adminOps.noteTextHelp')}
            slotProps={{
              htmlInput: {
                maxLength: releaseNoteTextMaxLength,
                'data-testid': 'release-note-text',
              },
            }}
          />
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="release-note-preview">
            <Typography variant="overline" component="p">
              {t('adminOps.preview')}
            </Typography>
            <Typography variant="h3">{title}</Typography>
            <NoteText text={text} />
          </Paper>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void handleSave()}
          disabled={change.isPending}
          data-testid="release-note-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
