import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useStoredState } from '../../../lib/use-stored-state';
import { lastReadReleaseNoteKey, useLatestReleaseNote } from '../api/release-notes';

// The dialog is loaded when first opened: the shell's first load stays small.
const ReleaseNotesDialog = lazy(() => import('./release-notes-dialog'));

const isId = (value: unknown) => value === null || typeof value === 'number';

/** Opens the release notes and remembers the latest as read (spec 4: the bell's state). */
export function useReleaseNotesDialog() {
  const latest = useLatestReleaseNote();
  const [lastReadId, setLastReadId] = useStoredState<number | null>(
    lastReadReleaseNoteKey,
    null,
    isId,
  );
  // The note that was unread when the dialog opened keeps its "new" marker while it is open.
  const [openedUnreadId, setOpenedUnreadId] = useState<number | null | undefined>(undefined);
  const latestId = latest.data?.id ?? null;
  const isUnread = latestId !== null && latestId !== lastReadId;
  const open = () => {
    setOpenedUnreadId(isUnread ? latestId : null);
    if (latestId !== null) setLastReadId(latestId);
  };
  const dialog =
    openedUnreadId !== undefined ? (
      <Suspense fallback={null}>
        <ReleaseNotesDialog
          unreadId={openedUnreadId}
          onClose={() => setOpenedUnreadId(undefined)}
        />
      </Suspense>
    ) : null;
  return { isUnread, open, dialog };
}

/** Spec 2/4: the header's release-notes bell, marked while the latest note is unread. */
export function ReleaseNotesBell() {
  const { t } = useTranslation();
  const { isUnread, open, dialog } = useReleaseNotesDialog();
  return (
    <>
      <IconButton
        color="inherit"
        onClick={open}
        aria-label={isUnread ? t('releaseNotes.openUnread') : t('releaseNotes.open')}
        data-testid="release-notes-bell"
        data-unread={isUnread}
      >
        <Badge variant="dot" color="secondary" invisible={!isUnread}>
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      {dialog}
    </>
  );
}
