import { messagesApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { runItemCommand } from '../items/item-pipeline.js';
import { answerQuestion, askQuestion } from './questions.commands.js';
import { getMessage, listMessages } from './questions.service.js';

const tags = ['Messages'];

/** Questions and answers (auction-items 7, Messages), registered under /api. */
export const questionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);

  serveEndpoint(
    app,
    messagesApi.send,
    {
      tags,
      summary: 'Ask a question (no auctionMessageId) or answer one (auctionMessageId)',
      description:
        "A question: a buyer of an active item that takes questions; the item's responsible salespeople get a mail. An answer: the item's auctioneer, while the item is active, to a question of the item. 403 for anyone else; 422 rule_broken names the rule in `fields` (item_not_active, questions_not_allowed, not_found, not_a_question). Answers { id }.",
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

  serveEndpoint(
    app,
    messagesApi.get,
    { tags, summary: 'One message in detail, as the organisation you act for sees it' },
    (request) =>
      getMessage(ctx, callerOf(request), request.params.messageId, request.params.organisationId),
  );

  serveEndpoint(
    app,
    messagesApi.list,
    {
      tags,
      summary: "The item's questions and answers, oldest first",
      description:
        'For whoever may see the item. People of your own organisation are named; anyone else is shown as anonymizedUserNumber, stable on the item (1 = the first to write). An answer carries the auctionMessageId of its question.',
    },
    (request) => listMessages(ctx, callerOf(request), request.params.itemId),
  );
};
