import crypto, { createHash, randomBytes } from 'node:crypto';

/** A session token: 32 random bytes, URL-safe. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the secret: a leaked table does not give sessions away. */
export const sha256: (value: string) => string =
  // crypto.hash (Node 20.12+) hashes a short string in about half the time (every API call does)
  typeof crypto.hash === 'function'
    ? (value) => crypto.hash('sha256', value, 'hex')
    : (value) => createHash('sha256').update(value).digest('hex');

/** Random hex, for ids and file names the client never chooses. */
export const randomHex = (bytes = 16): string => randomBytes(bytes).toString('hex');
