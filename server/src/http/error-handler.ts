import { RefusedError, type RefusalKind } from '@dealer/domain';
import type { ErrorBody, ErrorCode } from '@dealer/domain';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const send = (
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, number | string | null>,
) => {
  const body: ErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) },
  };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
};

/** The one place a refusal becomes an HTTP status (ARCHITECTURE 4). */
export const statusOfRefusal: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unsatisfiable: 416,
  rule: 422,
  too_many: 429,
  timeout: 408,
};

/** Fastify's own error codes for bad requests, mapped to ours. */
const fastifyCodes: Record<string, [number, ErrorCode, string?]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'validation_failed'],
  FST_ERR_VALIDATION: [400, 'validation_failed'],
  // The router's own (Fastify's `frameworkErrors`): a path segment over maxParamLength, bad escapes.
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'A part of the address is too long.'],
  FST_ERR_BAD_URL: [400, 'validation_failed', 'The address is malformed.'],
};

/** Field name from a validation issue's path ("/roleIds/0" → "roleIds.0"), "" for the root. */
const fieldName = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/**
 * Every failure answers with `{ error: { code, message, fields? } }` (ARCHITECTURE 4): rule and
 * validation errors, Fastify's parser and router errors, and anything unexpected (logged,
 * answered as 500 without internals).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RefusedError) {
    const { kind, code, message, fields, details } = error.refusal;
    // Too many: when the client may try again (issue 15: the sign-in throttle says).
    if (kind === 'too_many' && typeof details?.retryAfterSeconds === 'number')
      reply.header('retry-after', String(details.retryAfterSeconds));
    return send(reply, statusOfRefusal[kind], code, message, fields, details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath) || (error.validationContext ?? 'body');
      fields[name] ??= issue.message ?? 'invalid';
    }
    return send(
      reply,
      400,
      'validation_failed',
      `Invalid ${error.validationContext ?? 'request'}.`,
      fields,
    );
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return send(reply, known[0], known[1], known[2] ?? error.message);
  if (error.statusCode === 429) {
    return send(reply, 429, 'too_many_requests', 'Too many requests; slow down.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return send(reply, error.statusCode, 'validation_failed', error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'internal_error', 'Something went wrong on the server.');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, 'route_not_found', `No route ${request.method} ${request.url.split('?')[0]}.`),
  );
}

/** Errors Node answers before Fastify has a request (a socket only): the same body, then close. */
const clientErrors: Record<string, [number, ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'payload_too_large', 'The address or headers are too large.'],
};

/** Fastify's `clientErrorHandler`: a malformed or too slow request gets the error body too. */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code, message] = clientErrors[error.code ?? ''] ?? [
    400,
    'validation_failed',
    'The request is malformed.',
  ];
  if (socket.writable) {
    const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
