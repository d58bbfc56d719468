import type { AuctionItem } from '@dealer/domain';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useFileManagement } from '../../hooks/use-file-management';
import { FileTile } from './file-tile';
import { UploadButton } from './upload-button';

interface FileManagementDialogProps {
  item: AuctionItem;
  onClose: () => void;
}

/**
 * File management (spec 2, full-screen): upload, order, turn and remove the item's files; one
 * save sends it all. A published item keeps its set of files: only order and turning change.
 */
export function FileManagementDialog({ item, onClose }: FileManagementDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const files = useFileManagement(item, onClose);
  const dragged = useRef<string | null>(null);
  const count = files.plan.files.length;
  const isBusy = files.isUploading || files.save.isPending;
  const [isConfirmingClose, setConfirmingClose] = useState(false);
  // Issue 15: closing dropped the photos just chosen without a word. They (and any other change)
  // live only here until saved, so closing asks first.
  const hasUnsaved = files.isDirty || files.isUploading;
  const handleClose = () => (hasUnsaved ? setConfirmingClose(true) : onClose());

  return (
    <Dialog
      fullScreen
      open
      onClose={handleClose}
      aria-labelledby={titleId}
      data-testid="file-management"
    >
      <AppBar position="sticky" color="default">
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            onClick={handleClose}
            aria-label={t('common.close')}
            data-testid="file-management-close"
          >
            <Close />
          </IconButton>
          <Typography id={titleId} variant="h2" sx={{ flexGrow: 1 }}>
            {t('files.title')}
          </Typography>
          <Button
            variant="contained"
            onClick={() => files.save.mutate()}
            disabled={!files.isDirty || files.isUploading}
            loading={files.save.isPending}
            data-testid="file-management-save"
          >
            {t('common.save')}
          </Button>
        </Toolbar>
      </AppBar>
      <DialogContent>
        {item.isDraft ? (
          <UploadButton
            progress={files.uploadProgress}
            disabled={isBusy}
            onSelect={(selected) => void files.upload(selected)}
          />
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('files.publishedHint')}
          </Alert>
        )}
        {files.problem ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="file-problem">
            {t(`files.problems.${files.problem}`)}
          </Alert>
        ) : null}
        {count === 0 ? (
          <Typography color="text.secondary">{t('files.none')}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
              gap: 1.5,
            }}
          >
            {files.plan.files.map((file, index) => (
              <FileTile
                key={file.key}
                file={file}
                index={index}
                count={count}
                canChangeSet={item.isDraft}
                onMove={files.move}
                onRotate={files.rotate}
                onRemove={files.remove}
                onDragStart={(key) => (dragged.current = key)}
                onDropOn={(toIndex) => {
                  if (dragged.current) files.move(dragged.current, toIndex);
                  dragged.current = null;
                }}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <ConfirmDialog
        open={isConfirmingClose}
        title={t('files.discardTitle')}
        text={t('files.discardText')}
        confirmLabel={t('files.discardConfirm')}
        onConfirm={onClose}
        onCancel={() => setConfirmingClose(false)}
        testId="file-discard"
        isDestructive
      />
    </Dialog>
  );
}
