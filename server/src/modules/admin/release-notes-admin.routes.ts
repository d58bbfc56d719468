import {
  idTextSchema,
  releaseNoteDraftSchema,
  releaseNotePublishSchema,
  releaseNoteStates,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { callerOf } from '../../http/authenticate.js';
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
const noteParams = z.strictObject({ noteId: idTextSchema });
const noteSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  published: z.string().nullable().describe('null while a draft; a time to come: scheduled'),
  state: z.enum(releaseNoteStates),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});

/**
 * Release notes written and published by platform admins (issue 13), under /api/admin; the bell
 * reads the published ones through GET /api/Settings/getservicereleasenotes. Registered inside
 * the admin plugin, whose hooks refuse everyone else.
 */
export const releaseNotesAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/releasenotes',
    {
      schema: {
        tags,
        summary: 'Every release note, drafts and scheduled ones included, newest written first',
        description: adminOnly,
        response: { 200: z.array(noteSchema) },
      },
    },
    () => listReleaseNotes(ctx),
  );
  app.post(
    '/releasenotes',
    {
      schema: {
        tags,
        summary: 'Write a new release note as a draft (title ≤ 200, text ≤ 10,000 characters)',
        description: `${adminOnly} Links (http/https) in the text are made clickable by the bell.`,
        body: releaseNoteDraftSchema,
        response: { 201: noteSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createReleaseNote(ctx, callerOf(request), request.body)),
  );
  app.put(
    '/releasenotes/:noteId',
    {
      schema: {
        tags,
        summary: "Edit a release note's title and text, whatever its state",
        description: adminOnly,
        params: noteParams,
        body: releaseNoteDraftSchema,
        response: { 200: noteSchema },
      },
    },
    (request) => updateReleaseNote(ctx, callerOf(request), request.params.noteId, request.body),
  );
  app.post(
    '/releasenotes/:noteId/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft now, or at publishAt (a time to come schedules it)',
        description: `${adminOnly} 422 fields.noteId already_published; 422 fields.publishAt publish_time_past for a time over a minute gone.`,
        params: noteParams,
        body: releaseNotePublishSchema,
        response: { 200: noteSchema },
      },
    },
    (request) =>
      publishReleaseNote(
        ctx,
        callerOf(request),
        request.params.noteId,
        request.body.publishAt ? new Date(request.body.publishAt) : null,
      ),
  );
  app.post(
    '/releasenotes/:noteId/unpublish',
    {
      schema: {
        tags,
        summary: 'Take a published or scheduled note back to a draft (out of the bell)',
        description: `${adminOnly} 422 fields.noteId not_published for a draft.`,
        params: noteParams,
        response: { 200: noteSchema },
      },
    },
    (request) => unpublishReleaseNote(ctx, callerOf(request), request.params.noteId),
  );
  app.delete(
    '/releasenotes/:noteId',
    {
      schema: {
        tags,
        summary: 'Delete a draft',
        description: `${adminOnly} 422 fields.noteId not_a_draft for a published or scheduled note (take it back first).`,
        params: noteParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteReleaseNote(ctx, callerOf(request), request.params.noteId);
      return reply.code(204).send(null);
    },
  );
};
