import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenService {
  sign(profileId: string): string;
  /**
   * The profile id of a valid token, or undefined: bad signature, wrong algorithm, expired, no
   * expiry at all, or a subject that is not a profile id (a uuid).
   */
  verify(token: string): string | undefined;
}

/** A profile id as the database's uuid type takes it (8-4-4-4-12 hex digits). */
const PROFILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * HS256 only: the verifier refuses every other algorithm, `none` included. Every token we sign
 * expires, so one without `exp` (signed with a leaked or test secret) is refused too.
 */
export function createTokenService(secret: string, expiresInMs: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: expiresInMs });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub'],
    cache: 1000,
  });
  return {
    sign: (profileId) => signer({ sub: profileId }),
    verify(token) {
      try {
        const payload = verifier(token) as { sub?: unknown };
        return typeof payload.sub === 'string' && PROFILE_ID.test(payload.sub)
          ? payload.sub
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The configured secret, or one generated once and kept (mode 0600) in the data directory. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
