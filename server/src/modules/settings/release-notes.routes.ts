import { settingsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { releaseNotesRepository as repository } from './release-notes.repository.js';

const tags = ['Settings'];

const shape = (note: { id: number; title: string; text: string; published: Date }) => ({
  ...note,
  published: note.published.toISOString(),
});

/** Spec 7: getlatestservicereleasenote and getservicereleasenotes (signed-in users). */
export const releaseNotesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  serveEndpoint(
    app,
    settingsApi.releaseNotes,
    { tags, summary: 'Published release notes, newest first' },
    async () => (await repository.findPublished(ctx.db, ctx.clock.now())).map(shape),
  );
  serveEndpoint(
    app,
    settingsApi.latestReleaseNote,
    { tags, summary: 'The newest published release note, or null' },
    async () => {
      const [latest] = await repository.findPublished(ctx.db, ctx.clock.now(), 1);
      return latest ? shape(latest) : null;
    },
  );
};
