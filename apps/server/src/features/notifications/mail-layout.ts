import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@holidaze/domain';
import { i18nFor } from '../../lib/i18n.js';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailContent {
  /** The reader's language: the greeting, the footer and the reference's label are in it. */
  locale?: Locale;
  /** The greeting's name. */
  name: string;
  /** Paragraphs of plain text (escaped for the HTML part). */
  paragraphs: string[];
  /** Label and absolute URL of the one thing to do next. */
  action?: { label: string; url: string };
  /** The booking reference, shown in both parts when the mail is about a booking. */
  reference?: string;
}

/** The plain-text and HTML parts of a mail, from one description. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const locale = content.locale ?? DEFAULT_LOCALE;
  const i18n = i18nFor(locale);
  const greeting = i18n._({
    id: 'mail.greeting',
    message: 'Hello {name},',
    values: { name: content.name },
  });
  const referenceLabel = i18n._({ id: 'mail.reference', message: 'Booking reference' });
  const footer = i18n._({
    id: 'mail.footer',
    message:
      'Holidaze. You get this e-mail because of your account or a booking; choose which e-mails you get on your profile.',
  });
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.reference ? [`${referenceLabel}: ${content.reference}`, ''] : []),
    '-- ',
    footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><title>Holidaze</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${
  content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : ''
}
${content.reference ? `<p>${escapeHtml(referenceLabel)}: <strong>${escapeHtml(content.reference)}</strong></p>` : ''}
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { text, html };
}
