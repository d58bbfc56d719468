import type { z } from 'zod';

/**
 * One API route as both sides see it (issue 9, point 7): the method, the full path with its
 * `:name` parameters, what the request carries and what a success answers. The server registers
 * the route from it, so the OpenAPI document describes the answer, and the server's serializer
 * sends only the fields the answer declares; the web's client builds the URL from it and takes
 * the answer's type from it, never by assertion.
 */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | null = z.ZodType | null,
  Multipart extends boolean = boolean,
> {
  method: Method;
  /** From the root, e.g. `/api/AuctionItems/:itemId/AddReview`. */
  path: string;
  params: Params;
  query: Query;
  /** JSON body; a file upload sets `multipart` instead (its parts are read by the route). */
  body: Body;
  multipart: Multipart;
  /** The success status: 200, 201, or 204 when `response` is null (no body). */
  status: 200 | 201 | 204;
  /** The success answer's schema; null for 204, and for answers that are not JSON. */
  response: Response;
  /** What a non-JSON success answers instead (a file, an image, a CSV): shown in the docs. */
  produces: string | null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AnyEndpoint = Endpoint;

interface EndpointSpec<
  Method extends HttpMethod,
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType | null,
  Multipart extends boolean,
> {
  method: Method;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  multipart?: Multipart;
  status?: 200 | 201 | 204;
  response: Response;
  produces?: string;
}

/** Declares an endpoint; the omitted parts are explicit `undefined` so types can test them. */
export function endpoint<
  Method extends HttpMethod,
  Response extends z.ZodType | null,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Multipart extends boolean = false,
>(
  spec: EndpointSpec<Method, Params, Query, Body, Response, Multipart>,
): Endpoint<Method, Params, Query, Body, Response, Multipart> {
  const names = pathParamNames(spec.path);
  if (names.length > 0 && !spec.params) {
    throw new Error(`${spec.method} ${spec.path}: its path names parameters without a schema`);
  }
  if (spec.response === null && (spec.status ?? 204) !== 204 && !spec.produces) {
    throw new Error(`${spec.method} ${spec.path}: no answer schema, and not 204 or a file`);
  }
  return {
    method: spec.method,
    path: spec.path,
    params: spec.params as Params,
    query: spec.query as Query,
    body: spec.body as Body,
    multipart: (spec.multipart ?? false) as Multipart,
    status: spec.status ?? (spec.response === null && !spec.produces ? 204 : 200),
    response: spec.response,
    produces: spec.produces ?? null,
  };
}

type Output<S> = S extends z.ZodType ? z.output<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The path parameters the caller fills in (after the schema's coercion: ids as numbers). */
export type EndpointParams<E extends AnyEndpoint> = Output<E['params']>;
/** The query the caller sends. */
export type EndpointQuery<E extends AnyEndpoint> = Input<E['query']>;
/** The JSON body the caller sends (before the schema's transforms). */
export type EndpointBody<E extends AnyEndpoint> = Input<E['body']>;
/** What a success answers, as it arrives: the schema's wire form. */
export type EndpointResponse<E extends AnyEndpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : void;

/** What a call to the endpoint must give: the parts its route declares, and only those. */
export type EndpointInput<E extends AnyEndpoint> = (E['params'] extends z.ZodType
  ? { params: EndpointParams<E> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: EndpointQuery<E> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: EndpointBody<E> } : { body?: never }) &
  (E['multipart'] extends true ? { form: FormData } : { form?: never });

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The URL of a call: each `:name` replaced by its encoded value, and the query's defined values
 * appended (an array as repeated keys, the way the server's parser reads it).
 */
export function endpointUrl(
  target: Pick<AnyEndpoint, 'path' | 'method'>,
  params?: Record<string, string | number | boolean> | null,
  query?: Record<string, QueryValue> | null,
): string {
  const path = target.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${target.method} ${target.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const each of value) search.append(key, String(each));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
