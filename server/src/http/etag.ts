/** An entity tag without its weak marker: If-None-Match compares weakly (RFC 9110, 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether a request's If-None-Match names this entity tag (or `*`). */
export const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => opaque(tag) === '*' || opaque(tag) === opaque(etag));
