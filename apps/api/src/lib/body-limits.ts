/**
 * Request body limits in bytes. Fastify applies `bodyLimit` to JSON and form bodies (an oversized one answers
 * 413 common.payload_too_large); multipart uploads are bounded by @fastify/multipart instead: per file (each
 * route's own limit, at most 10 MB), per text field and in the number of parts, and as a whole by the
 * Content-Length they must declare (`multipart` below).
 */
export const BODY_LIMITS = {
  /** Every JSON or form body unless its route says otherwise: far above any form of the app. */
  default: 100 * 1024,
  /** A consultant profile with all its sections, or a T&M need with all its positions, sent in one request. */
  largeForm: 1024 * 1024,
  /** Payment provider events (Stripe sends whole objects; the signature covers the raw bytes). */
  webhook: 1024 * 1024,
  /** One text field of a multipart body (a chat message's text, a proposal's note). */
  multipartField: 100 * 1024,
  /**
   * A whole multipart body, as its Content-Length declares it: the largest file (10 MB) and the ten text fields
   * (100 KB each) with room for the part headers. Checked before a byte of it is read (lib/upload-drain.ts).
   */
  multipart: 12 * 1024 * 1024,
} as const;
