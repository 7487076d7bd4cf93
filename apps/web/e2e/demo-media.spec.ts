import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, authHeaders, logIn } from './support/api';

test('a demo avatar wears its owner’s initials', async ({ request }) => {
  for (const [email, initials] of [
    ['demo.manager@stud.noroff.no', 'DM'],
    ['demo.traveller@stud.noroff.no', 'DT'],
  ] as const) {
    const account = await logIn(request, email, DEMO_PASSWORD);
    const profile = await request.get(`/api/holidaze/profiles/${account.name}`, {
      headers: authHeaders(account),
    });
    const { avatar } = ((await profile.json()) as { data: { avatar: { url: string } } }).data;
    const svg = await (await request.get(avatar.url)).text();
    expect(/<text[^>]*>([A-Z]+)<\/text>/.exec(svg)?.[1]).toBe(initials);
  }
});
