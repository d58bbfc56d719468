import { releaseNotesAdminApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import {
  createReleaseNote,
  deleteReleaseNote,
  listReleaseNotes,
  publishReleaseNote,
  unpublishReleaseNote,
  updateReleaseNote,
} from './release-notes-admin.service.js';

const tags = ['Admin'];
const adminOnly =
  'Platform admins only: 401 signed out, 403 without the admin flag (an API key never has it), answered before the body is read. Audited in the platform chain.';

/**
 * Release notes written and published by platform admins (issue 13), under /api/admin; the bell
 * reads the published ones through GET /api/Settings/getservicereleasenotes. Registered inside
 * the admin plugin, whose hooks refuse everyone else.
 */
export const releaseNotesAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  serveEndpoint(
    app,
    releaseNotesAdminApi.list,
    {
      tags,
      summary: 'Every release note, drafts and scheduled ones included, newest written first',
      description: adminOnly,
    },
    () => listReleaseNotes(ctx),
  );
  serveEndpoint(
    app,
    releaseNotesAdminApi.create,
    {
      tags,
      summary: 'Write a new release note as a draft (title ≤ 200, text ≤ 10,000 characters)',
      description: `${adminOnly} Links (http/https) in the text are made clickable by the bell.`,
    },
    (request) => createReleaseNote(ctx, callerOf(request), request.body),
  );
  serveEndpoint(
    app,
    releaseNotesAdminApi.update,
    {
      tags,
      summary: "Edit a release note's title and text, whatever its state",
      description: adminOnly,
    },
    (request) => updateReleaseNote(ctx, callerOf(request), request.params.noteId, request.body),
  );
  serveEndpoint(
    app,
    releaseNotesAdminApi.publish,
    {
      tags,
      summary: 'Publish a draft now, or at publishAt (a time to come schedules it)',
      description: `${adminOnly} 422 fields.noteId already_published; 422 fields.publishAt publish_time_past for a time over a minute gone.`,
    },
    (request) =>
      publishReleaseNote(
        ctx,
        callerOf(request),
        request.params.noteId,
        request.body.publishAt ? new Date(request.body.publishAt) : null,
      ),
  );
  serveEndpoint(
    app,
    releaseNotesAdminApi.unpublish,
    {
      tags,
      summary: 'Take a published or scheduled note back to a draft (out of the bell)',
      description: `${adminOnly} 422 fields.noteId not_published for a draft.`,
    },
    (request) => unpublishReleaseNote(ctx, callerOf(request), request.params.noteId),
  );
  serveEndpoint(
    app,
    releaseNotesAdminApi.delete,
    {
      tags,
      summary: 'Delete a draft',
      description: `${adminOnly} 422 fields.noteId not_a_draft for a published or scheduled note (take it back first).`,
    },
    async (request) => {
      await deleteReleaseNote(ctx, callerOf(request), request.params.noteId);
    },
  );
};
