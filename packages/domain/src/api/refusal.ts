import type { ErrorCode } from './error-codes.js';

/**
 * Why a request was refused, in the domain's words: what kind of refusal it is, never an HTTP
 * status. The server maps the kind to a status in one place (ARCHITECTURE 4), so rules and
 * services stay free of HTTP.
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rule'
  | 'too_large'
  | 'unsupported'
  | 'unsatisfiable'
  | 'too_many'
  /** The request did not arrive in time (a body trickled too slowly). */
  | 'timeout';

export interface Refusal {
  kind: RefusalKind;
  code: ErrorCode;
  /** English, for developers and logs; the web words the code. */
  message: string;
  /** A field name and the rule it broke. */
  fields?: Record<string, string>;
  /** Facts the client needs to recover, e.g. the current price. */
  details?: Record<string, number | string | null>;
}

/** A refusal thrown through a transaction, so that nothing of the request is written. */
export class RefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RefusedError';
  }

  static with(
    kind: RefusalKind,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    details?: Refusal['details'],
  ): RefusedError {
    return new RefusedError({
      kind,
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(details ? { details } : {}),
    });
  }
  static invalid = (message: string, fields?: Record<string, string>) =>
    new RefusedError(refuse.invalid(message, fields));
  static unauthenticated = (message?: string) => new RefusedError(refuse.unauthenticated(message));
  static forbidden = (message?: string) => new RefusedError(refuse.forbidden(message));
  static notFound = (message?: string) => new RefusedError(refuse.notFound(message));
  static conflict = (message: string, fields?: Record<string, string>) =>
    new RefusedError(refuse.conflict(message, fields));
  /** A business rule broken (422), naming each field and its rule. */
  static rule = (message: string, fields?: Record<string, string>) =>
    new RefusedError(refuse.rule(message, fields));
}

const refusal =
  (kind: RefusalKind, code: ErrorCode) =>
  (message: string, fields?: Record<string, string>): Refusal => ({
    kind,
    code,
    message,
    ...(fields ? { fields } : {}),
  });

/** The refusals the rules and services use, one per kind of answer. */
export const refuse = {
  invalid: refusal('invalid', 'validation_failed'),
  unauthenticated: (message = 'Sign in first.') =>
    refusal('unauthenticated', 'unauthenticated')(message),
  forbidden: (message = 'You have no right to do this.') =>
    refusal('forbidden', 'forbidden')(message),
  notFound: (message = 'Not found.') => refusal('not_found', 'not_found')(message),
  conflict: refusal('conflict', 'conflict'),
  rule: refusal('rule', 'rule_broken'),
  with: (kind: RefusalKind, code: ErrorCode, message: string, fields?: Record<string, string>) =>
    refusal(kind, code)(message, fields),
};

/** Throws the refusal (inside a transaction this rolls everything back). */
export function refused(refusal: Refusal): never {
  throw new RefusedError(refusal);
}

/** A rule's answer: a value, or why not. */
export type Decided<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const accepted = <T>(value: T): Decided<T> => ({ ok: true, value });
export const rejected = (refusal: Refusal): Decided<never> => ({ ok: false, refusal });

/** The value of a decision, or the refusal thrown. */
export function valueOf<T>(decided: Decided<T>): T {
  if (!decided.ok) refused(decided.refusal);
  return decided.value;
}
