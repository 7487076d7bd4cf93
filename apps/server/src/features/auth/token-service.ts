import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenService {
  sign(profileId: string): string;
  /** The profile id of a valid token, or undefined (bad signature, expired, wrong algorithm). */
  verify(token: string): string | undefined;
}

/** HS256 only: the verifier refuses every other algorithm, `none` included. */
export function createTokenService(secret: string, expiresInMs: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: expiresInMs });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (profileId) => signer({ sub: profileId }),
    verify(token) {
      try {
        const payload = verifier(token) as { sub?: unknown };
        return typeof payload.sub === 'string' ? payload.sub : undefined;
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
