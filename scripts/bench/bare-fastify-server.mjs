// The framework's own limit on this machine: a bare Fastify server (no plugins, no hooks, no
// logger, no database) answering each benchmarked URL with the very bytes the product sent for it.
// Started by framework-ceiling.mjs with the responses in BARE_RESPONSES (a JSON file).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const responses = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.BARE_RESPONSES, 'utf8'))).map(
    ([url, { contentType, body }]) => [url, { contentType, body: Buffer.from(body, 'base64') }],
  ),
);
const app = Fastify();
for (const path of new Set([...responses.keys()].map((url) => url.split('?')[0]))) {
  app.get(path, (request, reply) => {
    const response = responses.get(request.url);
    if (!response) return reply.code(404).send();
    return reply.header('content-type', response.contentType).send(response.body);
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
