import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { sendRouteNotFound } from '../../http/error-handler.js';
import { isRequestFromThisMachine } from './dev-mail-access.js';
import { escapeHtml } from './mail-layout.js';
import { createMailOutboxRepository } from './mail-outbox-repository.js';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} | Holidaze</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;max-width:960px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style>
</head><body>${body}</body></html>`;

const mailParams = z.object({ id: z.guid() });
const attachmentParams = mailParams.extend({ index: z.coerce.number().int().min(0).max(20) });

/**
 * /dev/mail: the outbox, readable in a browser, so `npm start` without SMTP_URL shows every
 * mail the product sends. It shows everyone's mail, password reset links included: registered
 * only when `devMailMode` allows, and then answered only to this machine, anything else getting
 * the 404 of a path that does not exist (dev-mail-access.ts, docs/security.md).
 */
export async function devMailRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }) {
  const outbox = createMailOutboxRepository(deps.db);
  app.addHook('onRequest', async (request, reply) => {
    if (!isRequestFromThisMachine(request)) return sendRouteNotFound(request, reply);
    // Never kept by a browser's or anyone's cache: it holds live reset links.
    reply.header('cache-control', 'no-store');
  });

  // Not the API: pages and files for a developer, so each declares only what it answers.
  const answers = (description: string) => ({
    schema: {
      response: { 200: { description }, 404: { description: 'Nothing of that id (text)' } },
    },
    // JSON Schema, not zod: the OpenAPI document takes it as it is (http/open-api.ts).
    config: { swaggerTransform: false as const },
  });
  app.get('/dev/mail', answers('An HTML page of the newest mail'), async (_request, reply) => {
    const mails = await outbox.recent(200);
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${new Date(mail.created_at).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(mail.to_address)}</td><td><a href="/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${mail.sent_at ? 'sent' : mail.failed_at ? 'failed' : 'in outbox'}</td></tr>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Mail',
          `<h1>Mail (development)</h1><p>The newest ${mails.length} e-mails in the outbox. Without SMTP_URL they are kept here and not sent.</p><table><thead><tr><th>Written</th><th>To</th><th>Subject</th><th>State</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table>`,
        ),
      );
  });

  app.get('/dev/mail.json', answers('The newest mail rows as JSON'), async () => ({
    data: await outbox.recent(200),
  }));

  app.get('/dev/mail/:id', answers('An HTML page of one mail'), async (request, reply) => {
    const params = mailParams.safeParse(request.params);
    const mail = params.success ? await outbox.find(params.data.id) : undefined;
    if (!mail) return reply.status(404).type('text/plain').send('No mail with this id');
    const attachments = mail.attachments
      .map(
        (attachment, index) =>
          `<li><a href="/dev/mail/${mail.id}/attachments/${index}">${escapeHtml(attachment.filename)}</a></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          mail.subject,
          `<p><a href="/dev/mail">All mail</a></p><h1>${escapeHtml(mail.subject)}</h1><p>To: ${escapeHtml(mail.to_address)}</p>${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}<h2>Text</h2><pre>${escapeHtml(mail.text_body)}</pre><h2>HTML</h2><pre>${escapeHtml(mail.html_body)}</pre>`,
        ),
      );
  });

  app.get(
    '/dev/mail/:id/attachments/:index',
    answers('The attachment, in its own type'),
    async (request, reply) => {
      const params = attachmentParams.safeParse(request.params);
      const attachment = params.success
        ? (await outbox.find(params.data.id))?.attachments[params.data.index]
        : undefined;
      if (!attachment) return reply.status(404).type('text/plain').send('No such attachment');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.filename}"`)
        .send(attachment.content);
    },
  );
}
