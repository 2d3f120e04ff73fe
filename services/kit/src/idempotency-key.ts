import { AppError } from './errors.js';

/** The request header of the IETF draft "The Idempotency-Key HTTP Header Field". */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The longest key accepted: a UUID is 36 characters, and a key is stored with the answer it names. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * The key a request's Idempotency-Key header carries, or undefined when there is none. The draft
 * gives the value as a quoted string ("8e03978e-40d5-43e8-bc93-6894a57f9324"); a bare value is
 * taken as the same key. A key is printable ASCII without quotes or backslashes, 1 to 255
 * characters; anything else is refused, as is the header sent twice.
 */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw AppError.badInput('Idempotency-Key: must be sent once');
  const value = header.trim();
  const key = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(key)) {
    throw AppError.badInput(`Idempotency-Key: must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters, such as a UUID`);
  }
  return key;
}
