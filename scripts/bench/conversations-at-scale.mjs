// Conversations and live events at scale (docs/performance.md): two server processes over one
// PostgreSQL holding `conversations` conversations with `messagesPerConversation` messages each
// (1,000,000 in 100,000 at full size). Measures the inbox's first page and a conversation's last
// 50 messages (p50/p95 over HTTP), a message sent on instance A until a stream on instance B has
// it (p50/p95), and `streams` idle streams on B: its memory and the venue read's throughput with
// and without them. Alone: `node --import tsx scripts/bench/conversations-at-scale.mjs
// [--conversations 10000] [--messages-per-conversation 10] [--streams 5000] [--samples 100]`.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { ONE_QUERY_PATH } from './ceiling-path.mjs';
import { measureLatency, summarize } from './latency.mjs';
import { startServer } from './server-process.mjs';
import { measureThroughput } from './throughput.mjs';
import { withClient } from '../../apps/server/test/support/postgres-cluster.ts';

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';
const API_KEY = 'holidaze-web-client-key';
const GUESTS = 100;
const VENUES_PER_HOST = 10;
const LONG_CONVERSATION = 500;

async function seedConversations(databaseUrl, { conversations, messagesPerConversation }) {
  return withClient(databaseUrl, async (client) => {
    const venues = Math.ceil(conversations / GUESTS);
    const hosts = Math.ceil(venues / VENUES_PER_HOST);
    // bench_host_0… and bench_guest_0…, with the default pictures and no usable password.
    for (const [role, count] of [
      ['host', hosts],
      ['guest', GUESTS],
    ]) {
      await client.query(
        `INSERT INTO profiles (name, email, password_hash, avatar_url, banner_url, venue_manager)
         SELECT 'bench_' || $2 || '_' || i, 'bench.' || $2 || '.' || i || '@stud.noroff.no', 'x',
                '/media/defaults/avatar.svg', '/media/defaults/banner.svg', $2 = 'host'
         FROM generate_series(0, $1 - 1) AS i`,
        [count, role],
      );
    }
    await client.query(
      `INSERT INTO venues (owner_id, name, description, media, price, max_guests)
       SELECT h.id, 'Bench venue ' || i, 'For conversations', '[]', 1000, 4
       FROM generate_series(0, $1 - 1) AS i
       JOIN profiles h ON h.name = 'bench_host_' || (i / ${VENUES_PER_HOST})`,
      [venues],
    );
    // Every guest asks every venue, up to `conversations`; activity spread over a year.
    await client.query(
      `INSERT INTO conversations (venue_id, guest_id, host_id, created_at, last_message_at)
       SELECT v.id, g.id, v.owner_id, now() - interval '1 year',
              now() - (random() * interval '365 days')
       FROM (SELECT id, owner_id, row_number() OVER (ORDER BY name) AS n FROM venues
             WHERE name LIKE 'Bench venue %') v
       CROSS JOIN (SELECT id FROM profiles WHERE name LIKE 'bench_guest_%') g
       LIMIT $1`,
      [conversations],
    );
    await client.query(
      `INSERT INTO messages (conversation_id, sender_id, recipient_id, body, created_at, read_at,
                             mail_checked_at)
       SELECT c.id,
              CASE WHEN k % 2 = 0 THEN c.guest_id ELSE c.host_id END,
              CASE WHEN k % 2 = 0 THEN c.host_id ELSE c.guest_id END,
              'Bench message ' || k || ': is there parking, and may we bring a dog?',
              c.last_message_at - ((${messagesPerConversation} - k) || ' minutes')::interval,
              CASE WHEN k < ${messagesPerConversation} - 1 THEN c.last_message_at END,
              c.last_message_at
       FROM conversations c, generate_series(0, ${messagesPerConversation} - 1) AS k`,
    );
    const { rows } = await client.query(
      `SELECT c.id, c.guest_id, c.host_id FROM conversations c
       JOIN profiles g ON g.id = c.guest_id AND g.name = 'bench_guest_0'
       ORDER BY c.last_message_at DESC LIMIT 1`,
    );
    const long = rows[0];
    await client.query(
      `INSERT INTO messages (conversation_id, sender_id, recipient_id, body, created_at, read_at)
       SELECT $1, CASE WHEN k % 2 = 0 THEN $2::uuid ELSE $3::uuid END,
              CASE WHEN k % 2 = 0 THEN $3::uuid ELSE $2::uuid END, 'Long conversation ' || k,
              now() - interval '2 days' - (k || ' minutes')::interval, now()
       FROM generate_series(1, ${LONG_CONVERSATION}) AS k`,
      [long.id, long.guest_id, long.host_id],
    );
    await client.query('VACUUM ANALYZE');
    // Host 0 and, for the live test, each guest's conversation with one of host 0's venues.
    const pairs = await client.query(
      `SELECT DISTINCT ON (c.guest_id) c.id, c.guest_id, c.host_id FROM conversations c
       JOIN profiles h ON h.id = c.host_id AND h.name = 'bench_host_0'
       ORDER BY c.guest_id, c.id`,
    );
    const count = await client.query('SELECT count(*)::int AS n FROM messages');
    return { long, pairs: pairs.rows, messages: count.rows[0].n };
  });
}

/** Holds a live stream open; resolves once its opening `id:` arrived. */
function openStream(origin, headers, onEvent = () => {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/api/holidaze/events`, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let text = '';
      let opened = false;
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
        let end;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          if (!opened && /^id: /m.test(block)) {
            opened = true;
            resolve({ close: () => req.destroy() });
          }
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type) onEvent(type, data ? JSON.parse(data) : undefined);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

export async function timeConversations(root, options) {
  const { conversations, messagesPerConversation, streams, samples, requests, log } = options;
  const { startPostgresCluster } =
    await import('../../apps/server/test/support/postgres-cluster.ts');
  const { createTokenService } =
    await import('../../apps/server/src/features/auth/token-service.ts');
  const tokens = createTokenService(JWT_SECRET, 3_600_000);
  const cluster = await startPostgresCluster({
    fast: true,
    settings: { shared_buffers: '512MB', max_connections: 100 },
  });
  const servers = [];
  try {
    const env = { DATABASE_URL: cluster.url, SEED: 'none', JWT_SECRET };
    servers.push(await startServer(root, env));
    log(
      `Seeding ${conversations.toLocaleString('en-GB')} conversations × ${messagesPerConversation} messages…`,
    );
    const seeded = await seedConversations(cluster.url, { conversations, messagesPerConversation });
    servers.push(
      await startServer(root, {
        ...env,
        MAX_CONNECTIONS: String(streams + 1_000),
        MAX_CONNECTIONS_PER_IP: '0',
        LIVE_STREAMS_PER_USER: String(streams + 10),
        LIVE_STREAMS_MAX: String(streams + 100),
      }),
    );
    const [a, b] = servers;
    const headersOf = (profileId) => ({
      authorization: `Bearer ${tokens.sign(profileId)}`,
      'x-noroff-api-key': API_KEY,
    });
    const guest = headersOf(seeded.long.guest_id);
    // The floor on this machine now: one trivial query answered as constant JSON.
    const floor = await measureLatency(`${a.url}${ONE_QUERY_PATH}`, { count: requests });
    log(
      `  reference, one trivial query: p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`,
    );
    const inbox = await measureLatency(`${a.url}/api/holidaze/conversations?limit=20`, {
      count: requests,
      headers: guest,
    });
    log(
      `  inbox, first page (a guest with ${Math.round(conversations / GUESTS)} conversations): p50 ${inbox.p50.toFixed(1)} ms, p95 ${inbox.p95.toFixed(1)} ms`,
    );
    const lastMessages = await measureLatency(
      `${a.url}/api/holidaze/conversations/${seeded.long.id}/messages?limit=50`,
      { count: requests, headers: guest },
    );
    log(
      `  a conversation's last 50 messages: p50 ${lastMessages.p50.toFixed(1)} ms, p95 ${lastMessages.p95.toFixed(1)} ms`,
    );

    // A → B: the host's stream on B, each guest writing once on A (within the per-minute limit).
    const hostId = seeded.pairs[0].host_id;
    const waiting = new Map();
    const stream = await openStream(b.url, headersOf(hostId), (type, data) => {
      if (type !== 'message') return;
      waiting.get(data.message.body)?.();
    });
    const crossings = [];
    for (let i = 0; i < samples; i++) {
      const pair = seeded.pairs[i % seeded.pairs.length];
      const body = `Bench crossing ${i}`;
      const arrived = new Promise((resolve) => waiting.set(body, resolve));
      const started = performance.now();
      const response = await fetch(`${a.url}/api/holidaze/conversations/${pair.id}/messages`, {
        method: 'POST',
        headers: { ...headersOf(pair.guest_id), 'content-type': 'application/json' },
        body: JSON.stringify({ body }),
      });
      if (response.status !== 201) throw new Error(`message answered ${response.status}`);
      await arrived;
      crossings.push(performance.now() - started);
      waiting.delete(body);
    }
    stream.close();
    const crossing = summarize(crossings);
    log(
      `  a message from instance A to a stream on B: p50 ${crossing.p50.toFixed(1)} ms, p95 ${crossing.p95.toFixed(1)} ms (${samples} messages)`,
    );

    // Idle streams on B: memory, and the venue read with and without them.
    const venue = await fetch(`${b.url}/api/holidaze/venues?limit=1`).then((r) => r.json());
    const route = [{ name: 'venue detail', path: `/api/holidaze/venues/${venue.data[0].id}` }];
    const throughputOptions = {
      connections: 20,
      seconds: options.seconds,
      rounds: 2,
      log: () => {},
    };
    await measureThroughput(b.url, route, throughputOptions); // warm-up: JIT, caches
    const before = {
      rssMb: rssMb(b.pid),
      ...(await measureThroughput(b.url, route, throughputOptions)).routes[0],
    };
    const held = [];
    const people = seeded.pairs.map((p) => p.guest_id);
    for (let i = 0; i < streams; i += 100) {
      held.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, streams - i) }, (_, j) =>
            openStream(b.url, headersOf(people[(i + j) % people.length])),
          ),
        )),
      );
    }
    const after = {
      rssMb: rssMb(b.pid),
      ...(await measureThroughput(b.url, route, throughputOptions)).routes[0],
    };
    for (const one of held) one.close();
    const idle = {
      streams,
      rssBeforeMb: before.rssMb,
      rssAfterMb: after.rssMb,
      rpsBefore: before.rps,
      rpsAfter: after.rps,
    };
    log(
      `  ${streams.toLocaleString('en-GB')} idle streams on B: +${(after.rssMb - before.rssMb).toFixed(0)} MB (${before.rssMb.toFixed(0)} → ${after.rssMb.toFixed(0)} MB); venue detail ${before.rps.toFixed(0)} → ${after.rps.toFixed(0)} req/s (${((100 * after.rps) / before.rps - 100).toFixed(1)} %)`,
    );
    return { conversations, messages: seeded.messages, floor, inbox, lastMessages, crossing, idle };
  } finally {
    for (const server of servers) await server.stop();
    await cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      conversations: { type: 'string', default: '100000' },
      'messages-per-conversation': { type: 'string', default: '10' },
      streams: { type: 'string', default: '5000' },
      samples: { type: 'string', default: '100' },
      requests: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '10' },
    },
  });
  const root = new URL('../..', import.meta.url).pathname;
  await timeConversations(root, {
    conversations: Number(values.conversations),
    messagesPerConversation: Number(values['messages-per-conversation']),
    streams: Number(values.streams),
    samples: Number(values.samples),
    requests: Number(values.requests),
    seconds: Number(values.seconds),
    log: (message) => console.log(message),
  });
}
