import {
  additionalInfoTextMaxLength,
  formatDateTime,
  type AdditionalInfo,
  type UploadedFile,
} from '@dealer/domain';
import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FilePickerButton } from '../../../components/file-picker-button';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { useAddAdditionalInfo, useAdditionalInfos } from '../api/additional-infos';

/** The items feature's upload (POST /api/File/Files), handed in so that features stay apart. */
export type UploadFiles = (
  files: readonly File[],
  onProgress: (fraction: number) => void,
) => Promise<UploadedFile[]>;

interface AddedInfoPanelProps {
  itemId: number;
  organisationId: number;
  /** The item's auctioneer while the item is published and not ended. */
  canAdd: boolean;
  upload: UploadFiles;
}

function InfoEntry({ info }: { info: AdditionalInfo }) {
  const locale = useLocale();
  const images = info.files.filter((file) => file.type.startsWith('image/'));
  const others = info.files.filter((file) => !file.type.startsWith('image/'));
  return (
    <Box data-testid="added-info" sx={{ borderLeft: 3, borderColor: 'secondary.light', pl: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {formatDateTime(new Date(info.timeStamp), locale)}
      </Typography>
      {info.text ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {info.text}
        </Typography>
      ) : null}
      {images.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {images.map((file) => (
            <Link key={file.id} href={file.url} target="_blank" rel="noopener">
              <Box
                component="img"
                src={`${file.url}?width=216`}
                alt={file.name}
                loading="lazy"
                sx={{ width: 144, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
              />
            </Link>
          ))}
        </Box>
      ) : null}
      {others.map((file) => (
        <Link
          key={file.id}
          href={file.url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'block' }}
        >
          {file.name || file.externalServiceId}
        </Link>
      ))}
    </Box>
  );
}

/** The auctioneer's form: text and files, sent together. */
function AddInfoForm({ itemId, organisationId, upload }: Omit<AddedInfoPanelProps, 'canAdd'>) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddAdditionalInfo(itemId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const isBusy = add.isPending || progress !== null;
  const isEmpty = text.trim() === '' && files.length === 0;

  const submit = async () => {
    try {
      setProgress(files.length > 0 ? 0 : null);
      const uploaded = files.length > 0 ? await upload(files, setProgress) : [];
      await add.mutateAsync({
        organisationId,
        text: text.trim(),
        files: uploaded.map((file) => ({ externalServiceId: file.externalServiceId })),
      });
      setText('');
      setFiles([]);
      toast.success('addedInfo.added');
    } catch {
      // Spec 8: info add failed.
      toast.error('addedInfo.addFailed');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      data-testid="added-info-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isEmpty && !isBusy) void submit();
      }}
    >
      <TextField
        label={t('addedInfo.textLabel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: additionalInfoTextMaxLength } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FilePickerButton
          startIcon={<AttachFile />}
          disabled={isBusy}
          inputTestId="added-info-files"
          accept="image/*,video/*,application/pdf"
          multiple
          onFiles={(selected) => setFiles(selected.slice(0, 20))}
        >
          {t('addedInfo.attach')}
        </FilePickerButton>
        {files.map((file) => (
          <Chip
            key={file.name}
            label={file.name}
            onDelete={isBusy ? undefined : () => setFiles(files.filter((one) => one !== file))}
          />
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" disabled={isEmpty || isBusy}>
          {t('addedInfo.add')}
        </Button>
      </Box>
      {progress !== null ? <LinearProgress variant="determinate" value={progress * 100} /> : null}
    </Stack>
  );
}

/** Spec 2, Added info: buyers see what the auctioneer added, newest first. */
export function AddedInfoPanel({ itemId, organisationId, canAdd, upload }: AddedInfoPanelProps) {
  const { t } = useTranslation();
  const { data: infos = [], isPending } = useAdditionalInfos(itemId, true);
  return (
    <Stack spacing={2} data-testid="added-infos">
      {canAdd ? (
        <AddInfoForm itemId={itemId} organisationId={organisationId} upload={upload} />
      ) : null}
      {!isPending && infos.length === 0 ? (
        <Typography color="text.secondary">{t('addedInfo.none')}</Typography>
      ) : null}
      {infos.map((info) => (
        <InfoEntry key={info.id} info={info} />
      ))}
    </Stack>
  );
}
