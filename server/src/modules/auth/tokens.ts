import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a session cookie or an API key (256 bits, URL-safe). */
export const createToken = () => randomBytes(32).toString('base64url');

/**
 * Stored form of a session token or API key: SHA-256. The secrets are 256-bit random values,
 * so a fast hash is enough (a slow password hash guards guessable secrets, not these).
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
