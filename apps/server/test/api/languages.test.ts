import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createUnreadMessageMail } from '../../src/features/conversations/unread-message-mail.js';
import { describeEachEngine } from '../support/index.js';
import { mailsTo, storedProfile } from '../support/test-rows.js';
import { PASSWORD, useTestApp, type TestUser, type VenueBody } from './support/test-app.js';

const NOW = new Date('2031-03-01T09:00:00.000Z');

/**
 * A person's language (docs/decisions/037-languages.md): chosen at registration or negotiated
 * from the request, changed on the profile, and what the server writes to them in.
 */
describeEachEngine('languages', (engine) => {
  let clock = NOW;
  const t = useTestApp(engine, {}, { now: () => clock });

  const register = (name: string, headers: Record<string, string> = {}, extra = {}) =>
    t.call('POST', '/api/auth/register', {
      headers,
      body: { name, email: `${name}@stud.noroff.no`, password: PASSWORD, ...extra },
    });
  const storedLanguage = async (name: string) => (await storedProfile(t.db, { name })).language;

  it('stores the language the request negotiates at registration', async () => {
    const norwegian = await register('lang_nb', {
      'accept-language': 'de-DE;q=0.9, nn;q=0.8, en;q=0.5',
    });
    expect(norwegian.status).toBe(201);
    // The answer keeps the Noroff shape; the profile says it to its owner.
    expect(norwegian.body.data).not.toHaveProperty('language');
    expect(await storedLanguage('lang_nb')).toBe('nb');

    // Weights decide, not the order written.
    await register('lang_en', { 'accept-language': 'nb;q=0.4, en-GB;q=0.8' });
    expect(await storedLanguage('lang_en')).toBe('en');
    // Nothing we have: English.
    await register('lang_none', { 'accept-language': 'de, fr;q=0.5' });
    expect(await storedLanguage('lang_none')).toBe('en');
    await register('lang_bare');
    expect(await storedLanguage('lang_bare')).toBe('en');
    // The saved choice (the web app's cookie) before the browser's languages.
    await register('lang_cookie', { 'accept-language': 'en', cookie: 'a=1; holidaze_lang=nb' });
    expect(await storedLanguage('lang_cookie')).toBe('nb');
  });

  it("takes the body's language over the request's, and refuses one we do not have", async () => {
    const chosen = await register('lang_body', { 'accept-language': 'nb' }, { language: 'en' });
    expect(chosen.status).toBe(201);
    expect(await storedLanguage('lang_body')).toBe('en');
    const german = await register('lang_de', {}, { language: 'de' });
    expect(german.status).toBe(400);
    expect(german.body.errors[0]).toMatchObject({
      message: 'Language must be en or nb',
      path: ['language'],
    });
  });

  it('changes the language on the profile, shows it to its owner only, and refuses another', async () => {
    const [owner, other] = await Promise.all([
      t.createUser('lang_owner'),
      t.createUser('lang_other'),
    ]);
    const put = (user: TestUser, body: unknown) =>
      t.call('PUT', `/api/holidaze/profiles/${owner.name}`, { user, body });
    const saved = await put(owner, { language: 'nb' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'lang_owner', language: 'nb' });
    expect(await storedLanguage('lang_owner')).toBe('nb');

    const refused = await put(owner, { language: 'de' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ path: ['language'] });
    expect((await put(owner, { language: 42 })).status).toBe(400);
    expect(await storedLanguage('lang_owner')).toBe('nb');

    const own = await t.call('GET', `/api/holidaze/profiles/${owner.name}`, { user: owner });
    expect(own.body.data.language).toBe('nb');
    const seen = await t.call('GET', `/api/holidaze/profiles/${owner.name}`, { user: other });
    expect(seen.status).toBe(200);
    expect(seen.body.data).not.toHaveProperty('language');
  });

  const speaks = (user: TestUser, language: string) =>
    t.call('PUT', `/api/holidaze/profiles/${user.name}`, { user, body: { language } });
  /** A host with a venue and a guest, the one `norwegian` names speaking Norwegian. */
  const hostAndGuest = async (
    names: { host: string; guest: string },
    norwegian: 'host' | 'guest',
    venue: VenueBody,
  ) => {
    const host = await t.createUser(names.host, { venueManager: true });
    const guest = await t.createUser(names.guest);
    expect((await speaks(norwegian === 'host' ? host : guest, 'nb')).status).toBe(200);
    const venueId = await t.listVenue(host, venue);
    return { host, guest, venueId };
  };
  // Monday 7 April to Thursday 10 April 2031: three nights at 1,250 a night.
  const stay = { dateFrom: '2031-04-07', dateTo: '2031-04-10', guests: 2 };
  /** As `hostAndGuest`, with the guest's stay booked at the venue. */
  const bookedStay = async (...args: Parameters<typeof hostAndGuest>) => {
    const people = await hostAndGuest(...args);
    expect((await t.book(people.guest, { venueId: people.venueId, ...stay })).status).toBe(201);
    return people;
  };

  it("writes each side's booking mail in their own language: a Norwegian host, an English guest", async () => {
    const { host, guest } = await bookedStay({ host: 'vert_nb', guest: 'guest_en' }, 'host', {
      name: 'Hytte på Værøy',
      price: 1250,
    });

    const [hostMail] = await mailsTo(t.db, host.email);
    expect(hostMail!.subject).toMatch(/^Ny bestilling av Hytte på Værøy \(REF-/);
    expect(hostMail!.text_body).toContain('Hei vert_nb,');
    expect(hostMail!.text_body).toContain(
      'guest_en bestilte Hytte på Værøy: 3 netter, man. 7. apr. 2031 til tor. 10. apr. 2031, 2 gjester.',
    );
    expect(hostMail!.html_body).toContain('<html lang="nb">');
    expect(hostMail!.html_body).toContain('Se bestillingene dine');

    const [guestMail] = await mailsTo(t.db, guest.email);
    expect(guestMail!.subject).toMatch(/^Booking confirmed: Hytte på Værøy \(REF-/);
    expect(guestMail!.text_body).toContain(
      '3 nights, Mon, 07 Apr 2031 to Thu, 10 Apr 2031, 2 guests',
    );
    expect(guestMail!.text_body).toContain('Total: NOK 3,750');
    expect(guestMail!.text_body).not.toMatch(/ kr\b|Hei /);
    // The stay's calendar event speaks the guest's language too.
    expect(guestMail!.attachments[0]!.content).toContain('SUMMARY:Stay at Hytte på Værøy');

    // The host's notification in the app is in Norwegian as well.
    const inbox = await t.call('GET', '/api/holidaze/notifications', { user: host });
    expect(inbox.body.data[0].title).toBe('Ny bestilling av Hytte på Værøy');
  });

  it('writes a Norwegian guest their confirmation with Norwegian dates and prices, the English host in English', async () => {
    const { host, guest } = await bookedStay({ host: 'host_en', guest: 'gjest_nb' }, 'guest', {
      name: 'Sjøbu',
      price: 1250,
    });

    const [guestMail] = await mailsTo(t.db, guest.email);
    expect(guestMail!.subject).toMatch(/^Bestilling bekreftet: Sjøbu \(REF-/);
    expect(guestMail!.text_body).toContain('3 netter, man. 7. apr. 2031 til tor. 10. apr. 2031');
    expect(guestMail!.text_body).toContain('3 netter × 1\u00a0250\u00a0kr: 3\u00a0750\u00a0kr');
    expect(guestMail!.text_body).toContain('Totalt: 3\u00a0750\u00a0kr');
    expect(guestMail!.text_body).toContain('Betal verten ved innsjekking: 3\u00a0750\u00a0kr.');
    // Its link opens the page in Norwegian whatever the browser it is opened in asks for.
    expect(guestMail!.text_body).toMatch(
      /Se bestillingen din: https?:\/\/[^/\s]+\/nb\/booking-success\?booking=/,
    );
    const calendar = new ICAL.Component(
      ICAL.parse(guestMail!.attachments[0]!.content) as unknown[],
    );
    const ics = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(ics.summary).toBe('Opphold på Sjøbu');

    // The development mail viewer shows it as written.
    const viewer = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost' },
      });
    const list = await viewer('/dev/mail');
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.body).toContain(`>${guestMail!.subject}</a>`);
    const page = await viewer(`/dev/mail/${guestMail!.id}`);
    expect(page.body).toContain('Oppholdet ditt på Sjøbu er bekreftet');
    expect(page.body).toContain('Totalt: 3\u00a0750\u00a0kr');

    const [hostMail] = await mailsTo(t.db, host.email);
    expect(hostMail!.subject).toMatch(/^New booking for Sjøbu \(REF-/);
    expect(hostMail!.text_body).toContain('Mon, 07 Apr 2031 to Thu, 10 Apr 2031');
    expect(hostMail!.text_body).toMatch(/: https?:\/\/[^/\s]+\/en\/admin\//);
  });

  it('keeps what people wrote as written: braces in a venue name are not read as a message', async () => {
    const name = "{venue} {nights, plural, one {x} other {y}} '{'<b>";
    const { host, guest } = await bookedStay({ host: 'braces_nb', guest: 'braces_guest' }, 'host', {
      name,
    });
    const [hostMail] = await mailsTo(t.db, host.email);
    expect(hostMail!.subject).toMatch(/^Ny bestilling av (.+) \(REF-/);
    expect(hostMail!.subject).toContain(`av ${name} (`);
    expect(hostMail!.text_body).toContain(`bestilte ${name}: 3 netter`);
    expect(hostMail!.html_body).toContain('&#39;{&#39;&lt;b&gt;');
    const [guestMail] = await mailsTo(t.db, guest.email);
    expect(guestMail!.subject).toContain(`Booking confirmed: ${name} (`);
  });

  it('mails a Norwegian host about an unread message in Norwegian, the message as written', async () => {
    const { host, guest, venueId } = await hostAndGuest(
      { host: 'melding_nb', guest: 'asker_en' },
      'host',
      { name: 'Naust' },
    );
    await t.startConversation(guest, venueId, 'Is there a boat?');
    clock = new Date(NOW.getTime() + 15 * 60_000);
    try {
      const job = createUnreadMessageMail({
        db: t.db,
        now: () => clock,
        notices: testConfig().mail,
        pollMs: 1_000,
      });
      await job.runDue();
    } finally {
      clock = NOW;
    }
    const [mail] = await mailsTo(t.db, host.email);
    expect(mail!.subject).toBe('asker_en har skrevet til deg om Naust');
    expect(mail!.text_body).toContain('asker_en skrev om Naust:\n\nIs there a boat?');
    expect(mail!.text_body).toMatch(/Svar: https?:\/\/[^/\s]+\/nb\/messages\//);
  });

  it("writes a password reset link in the account's language", async () => {
    await register('glemsk_nb', { 'accept-language': 'nb-NO' });
    const asked = await t.call('POST', '/api/auth/password-reset', {
      body: { email: 'glemsk_nb@stud.noroff.no' },
    });
    expect(asked.status).toBe(202);
    const [mail] = await mailsTo(t.db, 'glemsk_nb@stud.noroff.no');
    expect(mail!.subject).toBe('Tilbakestill passordet ditt på Holidaze');
    expect(mail!.text_body).toMatch(
      /Velg et nytt passord: https?:\/\/[^/\s]+\/nb\/reset-password\?token=/,
    );
  });

  it("writes the calendar feed's events in its owner's language", async () => {
    const { host, venueId } = await bookedStay({ host: 'feed_nb', guest: 'feed_guest' }, 'host', {
      name: 'Stabbur',
    });
    const blocked = await t.call('POST', `/api/holidaze/venues/${venueId}/blocks`, {
      user: host,
      body: { dateFrom: '2031-04-20', dateTo: '2031-04-22' },
    });
    expect(blocked.status).toBe(201);
    const feed = await t.call('GET', `/api/holidaze/venues/${venueId}/calendar-feed`, {
      user: host,
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: new URL(feed.body.data.url as string).pathname,
    });
    expect(exported.statusCode).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(exported.body) as unknown[])
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).summary);
    expect(summaries).toEqual(['Reservert', 'Ikke tilgjengelig']);
  });
});
