import { auctionItemMessageSchema, idTextSchema, itemIdParamSchema } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { runItemCommand } from '../items/item-pipeline.js';
import { answerQuestion, askQuestion } from './questions.commands.js';
import { getMessage, listMessages } from './questions.service.js';

const tags = ['Messages'];

/** Questions and answers (auction-items 7, Messages), registered under /api. */
export const questionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);

  app.post(
    '/Messages/:itemId/AuctionItemMessage',
    {
      schema: {
        tags,
        summary: 'Ask a question (no auctionMessageId) or answer one (auctionMessageId)',
        description:
          "A question: a buyer of an active item that takes questions; the item's responsible salespeople get a mail. An answer: the item's auctioneer, while the item is active, to a question of the item. 403 for anyone else; 422 rule_broken names the rule in `fields` (item_not_active, questions_not_allowed, not_found, not_a_question). Answers { id }.",
        params: itemIdParamSchema,
        body: auctionItemMessageSchema,
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    (request) => {
      const { auctionMessageId, ...rest } = request.body;
      const command =
        auctionMessageId === undefined || auctionMessageId === null
          ? askQuestion(request.body, ctx.config)
          : answerQuestion({ ...rest, auctionMessageId });
      return runItemCommand(ctx, callerOf(request), request.params.itemId, command);
    },
  );

  app.get(
    '/Messages/:messageId/organisation/:organisationId',
    {
      schema: {
        tags,
        summary: 'One message in detail, as the organisation you act for sees it',
        params: z.strictObject({ messageId: idTextSchema, organisationId: idTextSchema }),
      },
    },
    (request) =>
      getMessage(ctx, callerOf(request), request.params.messageId, request.params.organisationId),
  );

  app.get(
    '/AuctionItems/:itemId/messages',
    {
      schema: {
        tags,
        summary: "The item's questions and answers, oldest first",
        description:
          'For whoever may see the item. People of your own organisation are named; anyone else is shown as anonymizedUserNumber, stable on the item (1 = the first to write). An answer carries the auctionMessageId of its question.',
        params: itemIdParamSchema,
      },
    },
    (request) => listMessages(ctx, callerOf(request), request.params.itemId),
  );
};
