import { settingsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type { ReleaseNote } from '@dealer/domain';

/** Spec 3/9: the id of the last read release note is kept locally. */
export const lastReadReleaseNoteKey = 'releaseNotes.lastReadId';

export function useLatestReleaseNote() {
  return useQuery({
    queryKey: ['releaseNotes', 'latest'],
    queryFn: ({ signal }) => callApi(settingsApi.latestReleaseNote, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useReleaseNotes(isEnabled: boolean) {
  return useQuery({
    queryKey: ['releaseNotes', 'all'],
    queryFn: ({ signal }) => callApi(settingsApi.releaseNotes, {}, { signal }),
    enabled: isEnabled,
  });
}
