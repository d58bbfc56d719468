import type { AdminReleaseNote, ReleaseNoteDraft } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

const notesKey = ['admin', 'releaseNotes'] as const;

/** GET /api/admin/releasenotes: every note, drafts and scheduled ones included. */
export const useAdminReleaseNotes = () =>
  useQuery({
    queryKey: notesKey,
    queryFn: ({ signal }) => apiGet<AdminReleaseNote[]>('/api/admin/releasenotes', { signal }),
  });

export type ReleaseNoteChange =
  | { kind: 'create'; draft: ReleaseNoteDraft }
  | { kind: 'edit'; id: number; draft: ReleaseNoteDraft }
  | { kind: 'publish'; id: number; publishAt: string | null }
  | { kind: 'unpublish'; id: number }
  | { kind: 'delete'; id: number };

function send(change: ReleaseNoteChange): Promise<AdminReleaseNote | void> {
  const base = '/api/admin/releasenotes';
  switch (change.kind) {
    case 'create':
      return apiSend<AdminReleaseNote>('POST', base, change.draft);
    case 'edit':
      return apiSend<AdminReleaseNote>('PUT', `${base}/${change.id}`, change.draft);
    case 'publish':
      return apiSend<AdminReleaseNote>('POST', `${base}/${change.id}/publish`, {
        publishAt: change.publishAt,
      });
    case 'unpublish':
      return apiSend<AdminReleaseNote>('POST', `${base}/${change.id}/unpublish`);
    case 'delete':
      return apiSend('DELETE', `${base}/${change.id}`);
  }
}

/** Every change of a note; the console's list and the bell's notes are read again after it. */
export function useChangeReleaseNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notesKey });
      await queryClient.invalidateQueries({ queryKey: ['releaseNotes'] });
    },
  });
}
