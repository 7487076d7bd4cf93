import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { useTestApp } from './support/test-app.js';

describeEachEngine('the bio limit counts what a person sees', (engine) => {
  const t = useTestApp(engine);

  it('stores 160 emoji whole and refuses the 161st, as the web form counts', async () => {
    const user = await t.createUser('emoji_bio');
    const url = `/api/holidaze/profiles/${user.name}`;
    const bio = '👨‍👩‍👧‍👦'.repeat(80) + '🇳🇴'.repeat(80);
    const saved = await t.call('PUT', url, { user, body: { bio } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.bio).toBe(bio);
    const refused = await t.call('PUT', url, { user, body: { bio: `${bio}😀` } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toBe('Bio cannot be greater than 160 characters');
    expect((await t.call('GET', url, { user })).body.data.bio).toBe(bio);
  });
});
