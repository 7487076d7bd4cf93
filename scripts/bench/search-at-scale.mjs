// Search at scale: the browse search over HTTP against a seeded database, each shape timed
// (p50/p95/p99) next to the SQL of the same request under EXPLAIN (ANALYZE).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarize, timedGet, uncachedUrl } from './latency.mjs';
import { searchShapes } from './search-shapes.mjs';
import { startServer } from './server-process.mjs';

function seed(root, env, venues, bookings) {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', 'apps/server/src/seed/seed-cli.ts'];
    args.push('--reset', '--venues', String(venues), '--bookings', String(bookings));
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`seed exited ${code}`)),
    );
  });
}

/** The SQL's own time for one request: page and count run side by side, the rest in sequence. */
function sqlTime(explained) {
  const medians = explained.map((statement) => summarize(statement.samples).p50);
  const [page = 0, count = 0, ...rest] = medians;
  return Math.max(page, count) + rest.reduce((sum, ms) => sum + ms, 0);
}

/**
 * Each shape over HTTP (`requests` sequential GETs, none answered from the cache of public reads)
 * and, on PostgreSQL, its statements sent directly: one direct run after each request, so that
 * both see the same moments of the machine and of the database (a search's SQL alone varies by a
 * fifth from one second to the next on two cores, more than the overhead being measured).
 */
export async function timeShapes(url, databaseUrl, { requests, log }) {
  const { captureStatements, explainStatements, directStatements } = databaseUrl
    ? await import('./search-sql.ts')
    : {};
  const results = [];
  for (const shape of searchShapes()) {
    const statements = databaseUrl && (await captureStatements(databaseUrl, shape.query));
    const direct = databaseUrl && (await directStatements(databaseUrl, statements));
    const httpSamples = [];
    const directSamples = [];
    try {
      const warmup = 20;
      for (let i = 0; i < warmup + requests; i += 1) {
        const { status, ms } = await timedGet(
          uncachedUrl(`${url}/api/holidaze/venues?${shape.query}`, i),
        );
        if (status !== 200) throw new Error(`${shape.query} answered ${status}`);
        const directMs = direct && (await direct.once());
        if (i < warmup) continue;
        httpSamples.push(ms);
        if (direct) directSamples.push(directMs);
      }
    } finally {
      await direct?.close();
    }
    const http = summarize(httpSamples);
    let sql;
    if (databaseUrl) {
      const explained = await explainStatements(databaseUrl, statements);
      sql = {
        p50: sqlTime(explained),
        directP50: summarize(directSamples).p50,
        statements: explained.length,
      };
    }
    results.push({ shape: shape.name, query: shape.query, http, sql });
    log(
      `  ${shape.name}: p50 ${http.p50.toFixed(1)} ms, p95 ${http.p95.toFixed(1)} ms${sql ? `, SQL ${sql.p50.toFixed(1)} ms (EXPLAIN), ${sql.directP50.toFixed(1)} ms (direct)` : ''}`,
    );
  }
  return results;
}

/**
 * PostgreSQL: a throwaway cluster seeded by the seed tool, the server on DATABASE_URL; `work`
 * gets the server's and the database's URLs; everything is removed afterwards.
 */
export async function withPostgresServer(root, { venues, bookings, log }, work) {
  const { startPostgresCluster, withClient } =
    await import('../../apps/server/test/support/postgres-cluster.ts');
  const cluster = await startPostgresCluster({
    fast: true,
    settings: { shared_buffers: '512MB', max_connections: 100 },
  });
  // Interrupted (Ctrl-C), the cluster would outlive the process: stop it first.
  const onSignal = () => void cluster.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const env = { DATABASE_URL: cluster.url };
    log(`Seeding PostgreSQL with ${venues} venues and ${bookings} bookings…`);
    const seedMs = await seed(root, env, venues, bookings);
    // The steady state autovacuum reaches on its own (visibility map set, statistics current).
    await withClient(cluster.url, (client) => client.query('VACUUM ANALYZE'));
    const server = await startServer(root, { ...env, SEED: 'none' });
    try {
      return { seedMs, ...(await work({ url: server.url, databaseUrl: cluster.url })) };
    } finally {
      await server.stop();
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cluster.stop();
  }
}

/** The embedded PGlite in a temporary data directory, seeded by the seed tool. */
export async function withPGliteServer(root, { venues, bookings, log }, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-bench-pglite-'));
  try {
    log(`Seeding PGlite with ${venues} venues and ${bookings} bookings…`);
    const seedMs = await seed(root, { DATA_DIR: dataDir }, venues, bookings);
    const server = await startServer(root, { DATA_DIR: dataDir, SEED: 'none' });
    try {
      return { seedMs, ...(await work({ url: server.url })) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
