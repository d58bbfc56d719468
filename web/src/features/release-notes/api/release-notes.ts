import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface ReleaseNote {
  id: number;
  title: string;
  text: string;
  published: string;
}

/** Spec 3/9: the id of the last read release note is kept locally. */
export const lastReadReleaseNoteKey = 'releaseNotes.lastReadId';

export function useLatestReleaseNote() {
  return useQuery({
    queryKey: ['releaseNotes', 'latest'],
    queryFn: ({ signal }) =>
      apiGet<ReleaseNote | null>('/api/Settings/getlatestservicereleasenote', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useReleaseNotes(isEnabled: boolean) {
  return useQuery({
    queryKey: ['releaseNotes', 'all'],
    queryFn: ({ signal }) =>
      apiGet<ReleaseNote[]>('/api/Settings/getservicereleasenotes', { signal }),
    enabled: isEnabled,
  });
}
