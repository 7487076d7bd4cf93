import type { APIRequestContext } from '@playwright/test';

/**
 * The development outbox (/dev/mail), read as a developer reads it without SMTP: every mail the
 * server has sent, newest last.
 */
export interface Mail {
  id: string;
  to_address: string;
  subject: string;
}

/** The mails sent to `address`. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const outbox = (await (await request.get('/dev/mail.json')).json()) as { data: Mail[] };
  return outbox.data.filter((mail) => mail.to_address === address);
}

/** The first mail to `address` whose subject starts with `subject`, if there is one. */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  subject: string,
): Promise<Mail | undefined> {
  return (await mailsTo(request, address)).find((mail) => mail.subject.startsWith(subject));
}

/** A mail as the outbox page shows it. */
export async function mailText(request: APIRequestContext, mail: Mail): Promise<string> {
  return (await request.get(`/dev/mail/${mail.id}`)).text();
}
