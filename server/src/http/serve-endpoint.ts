import type { AnyEndpoint } from '@dealer/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';

/** What the OpenAPI document says of a route besides its contract. */
export interface RouteDocs extends Omit<RouteShorthandOptions, 'schema'> {
  tags: string[];
  summary: string;
  description?: string;
  /** Left out of the OpenAPI document (test-only routes). */
  hide?: boolean;
}

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of an endpoint's route: its params, query and body as its schemas parse them. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/**
 * What the handler answers: the response schema's value (the serializer encodes it and sends only
 * the declared fields), nothing for 204, or the reply itself when it sent a file or a stream.
 */
export type EndpointAnswer<E extends AnyEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']> | FastifyReply
  : FastifyReply | void;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/**
 * Registers `endpoint`'s route on `app` (issue 9, point 7). The path, the request schemas, the
 * success status and the response schema all come from the domain's contract, which the web's
 * client reads too; `app` may sit under a prefix, which must be the start of the path.
 */
export function serveEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  docs: RouteDocs,
  handler: EndpointHandler<E>,
): void {
  const { tags, summary, description, hide, ...options } = docs;
  const { status } = endpoint;
  const url = relativeUrl(app.prefix, endpoint.path);
  app.route({
    // A path that is the prefix itself is that path only: the contract names it without the slash.
    ...(url === '/' && app.prefix !== '' ? { prefixTrailingSlash: 'no-slash' as const } : {}),
    ...options,
    method: endpoint.method,
    url,
    schema: {
      tags,
      summary,
      description,
      hide,
      ...requestSchemas(endpoint),
      response: responseSchemas(endpoint),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (reply.sent || answer === reply) return reply;
      if (status !== 200) reply.code(status);
      return status === 204 ? reply.send() : answer;
    },
  });
}

function requestSchemas(endpoint: AnyEndpoint): FastifySchema {
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  // The OpenAPI document says an upload takes a form (its parts are read by the route).
  if (endpoint.multipart) Object.assign(schema, { consumes: ['multipart/form-data'] });
  return schema;
}

/** A binary answer is described by its content type; fastify does not serialize a Buffer. */
const binary = z.string().meta({ format: 'binary' });

function responseSchemas(endpoint: AnyEndpoint): Record<number, unknown> {
  if (endpoint.produces) {
    return {
      [endpoint.status]: {
        description: endpoint.produces,
        content: { [endpoint.produces]: { schema: endpoint.response ?? binary } },
      },
    };
  }
  return { [endpoint.status]: endpoint.response ?? z.null().describe('No content') };
}

function relativeUrl(prefix: string, path: string): string {
  if (!path.startsWith(prefix)) {
    throw new Error(
      `${path} is registered under ${prefix}: the contract's path must start with it`,
    );
  }
  return path.slice(prefix.length) || '/';
}
