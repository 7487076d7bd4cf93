import { describe, expect, it } from 'vitest';
import { bioFormSchema, profileMediaFormSchema, profileUpdateBodySchema } from './profile-schemas';
import { dataOf, issuesOf } from './test-support';

const avatar = { url: 'https://example.com/me.jpg', alt: 'Me' };

describe('profileMediaFormSchema (avatar / banner dialog)', () => {
  it('needs a URL before it saves', () => {
    expect(issuesOf(profileMediaFormSchema.safeParse({ url: ' ', alt: '' }))).toEqual([
      [['url'], 'Image URL is required'],
    ]);
    expect(
      dataOf(profileMediaFormSchema.safeParse({ url: ` ${avatar.url} `, alt: ' Me ' })),
    ).toEqual(avatar);
  });

  it('refuses what the API would refuse', () => {
    expect(
      issuesOf(profileMediaFormSchema.safeParse({ url: 'me.jpg', alt: 'x'.repeat(121) })),
    ).toEqual([
      [['url'], 'Image URL must be a valid http(s) URL'],
      [['alt'], 'Image alt text cannot be greater than 120 characters'],
    ]);
  });
});

describe('bioFormSchema', () => {
  it('allows an empty bio and at most 160 characters', () => {
    expect(dataOf(bioFormSchema.safeParse({ bio: '' }))).toEqual({ bio: '' });
    expect(bioFormSchema.safeParse({ bio: 'x'.repeat(160) }).success).toBe(true);
    expect(issuesOf(bioFormSchema.safeParse({ bio: 'x'.repeat(161) }))).toEqual([
      [['bio'], 'Bio cannot be greater than 160 characters'],
    ]);
  });
});

describe('profileUpdateBodySchema (api-contract P4)', () => {
  it('takes bio, avatar, banner and venueManager; null clears the bio', () => {
    expect(dataOf(profileUpdateBodySchema.safeParse({ bio: null }))).toEqual({ bio: null });
    expect(dataOf(profileUpdateBodySchema.safeParse({ avatar: { url: avatar.url } }))).toEqual({
      avatar: { url: avatar.url, alt: '' },
    });
    expect(dataOf(profileUpdateBodySchema.safeParse({ venueManager: false }))).toEqual({
      venueManager: false,
    });
  });

  it('drops name and email, and then needs another field', () => {
    const body = { name: 'eve', email: 'eve@stud.noroff.no' };
    expect(issuesOf(profileUpdateBodySchema.safeParse(body))).toEqual([
      [[], 'You must provide at least one field to update'],
    ]);
    expect(dataOf(profileUpdateBodySchema.safeParse({ ...body, bio: 'Hi' }))).toEqual({
      bio: 'Hi',
    });
  });

  it('reports a nested media error at its JSON path', () => {
    expect(issuesOf(profileUpdateBodySchema.safeParse({ banner: { url: '', alt: 'x' } }))).toEqual([
      [['banner', 'url'], 'Image URL is required'],
    ]);
  });
});
