import { settingsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useIdleAfterLoad } from '../../../lib/idle/use-idle-after-load';

export type { ReleaseNote } from '@dealer/domain';

/** Spec 3/9: the id of the last read release note is kept locally. */
export const lastReadReleaseNoteKey = 'releaseNotes.lastReadId';

export function useLatestReleaseNote() {
  // The bell's mark is not part of the first screen: asked for once the page is idle.
  const isIdle = useIdleAfterLoad();
  return useQuery({
    queryKey: ['releaseNotes', 'latest'],
    queryFn: ({ signal }) => callApi(settingsApi.latestReleaseNote, {}, { signal }),
    staleTime: 10 * 60_000,
    enabled: isIdle,
  });
}

export function useReleaseNotes(isEnabled: boolean) {
  return useQuery({
    queryKey: ['releaseNotes', 'all'],
    queryFn: ({ signal }) => callApi(settingsApi.releaseNotes, {}, { signal }),
    enabled: isEnabled,
  });
}
