import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRegisterBodySchema } from './auth-body-schemas';
import { bioFormSchema, profileMediaFormSchema, profileUpdateBodySchema } from './profile-schemas';
import { dataOf, issuesOf } from './test-support';

const registerBodySchema = makeRegisterBodySchema(['stud.noroff.no']);
const newAccount = {
  name: 'emoji_fan',
  email: 'emoji_fan@stud.noroff.no',
  password: 'password123',
};

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

// What a person sees as one character, however many code units it takes: a flag, a family,
// a skin tone, an accent written as a combining mark.
const SEEN_AS_ONE = ['a', 'é', 'e\u0301', '😀', '👍🏽', '❤️', '🇳🇴', '👨‍👩‍👧‍👦', '🧑🏿‍🚀'];
const bioOf = (count: number) =>
  fc
    .array(fc.constantFrom(...SEEN_AS_ONE), { minLength: count, maxLength: count })
    .map((parts) => parts.join(''));

describe('the bio limit counts what a person sees', () => {
  it('takes up to 160 emoji and refuses the 161st, in the form and the API alike', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((count) => fc.tuple(fc.constant(count), bioOf(count))),
        ([count, bio]) => {
          const fits = count <= 160;
          expect(profileUpdateBodySchema.safeParse({ bio }).success).toBe(fits);
          expect(bioFormSchema.safeParse({ bio }).success).toBe(fits);
          expect(registerBodySchema.safeParse({ ...newAccount, bio }).success).toBe(fits);
        },
      ),
    );
  });

  it('keeps the plain cases', () => {
    expect(profileUpdateBodySchema.safeParse({ bio: '😀'.repeat(160) }).success).toBe(true);
    expect(issuesOf(profileUpdateBodySchema.safeParse({ bio: '😀'.repeat(161) }))).toEqual([
      [['bio'], 'Bio cannot be greater than 160 characters'],
    ]);
    // One character of a thousand combining marks is not a short bio.
    expect(profileUpdateBodySchema.safeParse({ bio: `a${'\u0301'.repeat(3000)}` }).success).toBe(
      false,
    );
  });
});
