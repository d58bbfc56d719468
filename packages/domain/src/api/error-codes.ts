/**
 * Stable error codes of the API's error body `{ error: { code, message, fields? } }`
 * (ARCHITECTURE 4). The web turns each into a translated message; the server never sends
 * user-facing words other than the English `message` meant for developers and logs.
 */
export const errorCodes = [
  'invalid_json',
  'validation_failed',
  'unauthenticated',
  'session_expired',
  'invalid_credentials',
  'too_many_attempts',
  'too_many_requests',
  'forbidden',
  'origin_mismatch',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'conflict',
  'price_changed',
  'payload_too_large',
  'uri_too_long',
  'request_timeout',
  'unsupported_media_type',
  'rule_broken',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The body of every failed API call. `fields` maps a field name to its error code. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** Facts the client needs to recover, e.g. the current price of a `price_changed` answer. */
    details?: Record<string, number | string | null>;
  };
}

export const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof (value as ErrorBody).error?.code === 'string';
