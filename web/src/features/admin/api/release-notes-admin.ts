import { releaseNotesAdminApi, type AdminReleaseNote, type ReleaseNoteDraft } from '@dealer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const notesKey = ['admin', 'releaseNotes'] as const;

/** GET /api/admin/releasenotes: every note, drafts and scheduled ones included. */
export const useAdminReleaseNotes = () =>
  useQuery({
    queryKey: notesKey,
    queryFn: ({ signal }) => callApi(releaseNotesAdminApi.list, {}, { signal }),
  });

export type ReleaseNoteChange =
  | { kind: 'create'; draft: ReleaseNoteDraft }
  | { kind: 'edit'; id: number; draft: ReleaseNoteDraft }
  | { kind: 'publish'; id: number; publishAt: string | null }
  | { kind: 'unpublish'; id: number }
  | { kind: 'delete'; id: number };

function send(change: ReleaseNoteChange): Promise<AdminReleaseNote | void> {
  switch (change.kind) {
    case 'create':
      return callApi(releaseNotesAdminApi.create, { body: change.draft });
    case 'edit':
      return callApi(releaseNotesAdminApi.update, {
        params: { noteId: change.id },
        body: change.draft,
      });
    case 'publish':
      return callApi(releaseNotesAdminApi.publish, {
        params: { noteId: change.id },
        body: { publishAt: change.publishAt },
      });
    case 'unpublish':
      return callApi(releaseNotesAdminApi.unpublish, { params: { noteId: change.id } });
    case 'delete':
      return callApi(releaseNotesAdminApi.delete, { params: { noteId: change.id } });
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
