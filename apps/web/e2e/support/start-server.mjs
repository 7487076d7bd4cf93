// Starts the real Holidaze server for browser tests as `npm start` runs it: the server bundle and
// the embedded database's first-start template, each made here when stale, a fresh temporary data
// directory with demo data, generous rate limits (tests register many users), the production
// web build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBundle, SERVER_BUNDLE } from '../../../../scripts/build-server.mjs';
import { ensurePGliteTemplate } from '../../../../scripts/pglite-template.mjs';

const root = new URL('../../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-e2e-'));
// Where the tests find the database to read it as the operator does (support/operator-db.ts).
const dataDirNote = join(tmpdir(), `holidaze-e2e-${process.env.E2E_PORT ?? '3987'}.datadir`);
writeFileSync(dataDirNote, dataDir);
await ensureServerBundle();
ensurePGliteTemplate();
const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3987',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    // Cheap password hashes (full cost is proven in password.test.ts), and room in the hashing
    // queue for every browser that logs in at once.
    PASSWORD_HASH_COST: '10',
    PASSWORD_HASH_QUEUE: '10000',
    // The origin cross-origin-client.spec.ts serves its page from.
    CORS_ORIGINS: 'http://client.test',
    // host-calendar.spec.ts serves a feed from 127.0.0.1 and waits for it to be read.
    ICAL_FETCH_ALLOW_PRIVATE: 'true',
    ICAL_SYNC_POLL: '500ms',
    // booking-requests.spec.ts: mail stays in the outbox (read at /dev/mail) and the expiry job
    // runs as of an instant the test chooses.
    DEV_JOB_TRIGGER: 'true',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirNote, { force: true });
  process.exit(code ?? 0);
});
