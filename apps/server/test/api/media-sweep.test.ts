import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parseUploadedImageUrl, UPLOAD_MESSAGES } from '@holidaze/domain';
import { createImageSweep, uploadFileKeys } from '../../src/features/media/image-sweep.js';
import { fileSystemStorage } from '../../src/features/media/storage/file-system-storage.js';
import type { MediaStorage } from '../../src/features/media/storage/media-storage.js';
import { describeEachEngine } from '../support/index.js';
import * as fixtures from '../support/image-fixtures.js';
import { errorWith, useTestApp, type TestUser } from './support/test-app.js';
import { upload } from './support/uploads.js';

const root = mkdtempSync(join(tmpdir(), 'holidaze-sweep-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HOUR = 3_600_000;

describeEachEngine('the sweep of uploads nothing shows', (engine) => {
  const files = fileSystemStorage(join(root, engine));
  /** The storage, counting the deletions of each photo's files. */
  const deletions = new Map<string, number>();
  const storage: MediaStorage = {
    ...files,
    delete: async (keys) => {
      const hash = keys[0]!.split('/')[1]!;
      deletions.set(hash, (deletions.get(hash) ?? 0) + 1);
      await files.delete(keys);
    },
  };
  let clock = new Date('2026-06-01T08:00:00Z');
  const now = () => clock;
  const t = useTestApp(engine, {}, { now, mediaStorage: storage });
  const sweep = (instances = 1) =>
    Promise.all(
      Array.from({ length: instances }, () =>
        createImageSweep({ db: t.db, now, storage, pollMs: 1000 }).runDue(),
      ),
    );
  const [host] = t.useHostAndGuests('SweepHost');

  const uploadPhoto = async (height: number, by: TestUser = host) => {
    const uploaded = await upload(t.app, by, await fixtures.jpeg(800, height));
    expect(uploaded.status).toBe(201);
    const { url } = uploaded.body.data as { url: string };
    return { url, hash: parseUploadedImageUrl(url)!.hash };
  };
  const stored = async (hash: string) => {
    const row = await t.db.selectFrom('images').select('hash').where('hash', '=', hash).execute();
    const file = await files.get(uploadFileKeys(hash)[0]!);
    file?.body.destroy();
    return { row: row.length === 1, files: file !== undefined };
  };
  const venueWith = (name: string, ...urls: string[]) =>
    t.listVenue(host, {
      name,
      description: 'Photos',
      price: 100,
      maxGuests: 2,
      media: urls.map((url) => ({ url, alt: name })),
    });

  it('keeps an unattached upload for a day, then deletes its row and files, once among several instances', async () => {
    const loose = await uploadPhoto(600);
    const others = [await uploadPhoto(604), await uploadPhoto(605)];
    const inVenue = await uploadPhoto(601);
    const asAvatar = await uploadPhoto(602);
    const asBanner = await uploadPhoto(603);
    await venueWith('Shown', inVenue.url);
    const profile = await t.call('PUT', `/api/holidaze/profiles/${host.name}`, {
      user: host,
      body: {
        avatar: { url: asAvatar.url, alt: 'Me' },
        banner: { url: asBanner.url, alt: 'View' },
      },
    });
    expect(profile.status).toBe(200);

    clock = new Date(clock.getTime() + 23 * HOUR);
    expect(await sweep()).toEqual([0]);
    expect(await stored(loose.hash)).toEqual({ row: true, files: true });

    clock = new Date(clock.getTime() + 1 * HOUR + 1000);
    const handled = await sweep(engine === 'postgres' ? 3 : 1);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(3);
    for (const gone of [loose, ...others]) {
      expect(deletions.get(gone.hash)).toBe(1);
      expect(await stored(gone.hash)).toEqual({ row: false, files: false });
    }
    for (const kept of [inVenue, asAvatar, asBanner]) {
      expect(await stored(kept.hash)).toEqual({ row: true, files: true });
    }
    const served = await t.app.inject({ method: 'GET', url: new URL(loose.url).pathname });
    expect(served.statusCode).toBe(404);
  });

  it("deletes a deleted venue's uploads at once, but not one that something else still shows", async () => {
    const only = await uploadPhoto(610);
    const shared = await uploadPhoto(611);
    const doomed = await venueWith('Doomed', only.url, shared.url);
    await venueWith('Survivor', shared.url);
    expect(await sweep()).toEqual([0]);

    const deleted = await t.call('DELETE', `/api/holidaze/venues/${doomed}`, { user: host });
    expect(deleted.status).toBe(204);
    expect(await sweep()).toEqual([2]);
    expect(await stored(only.hash)).toEqual({ row: false, files: false });
    expect(await stored(shared.hash)).toEqual({ row: true, files: true });
    // Looked at once: the survivor's photo is not due again.
    expect(await sweep()).toEqual([0]);
  });

  it('refuses with 409 a venue or avatar naming an upload that is no longer stored', async () => {
    const gone = await uploadPhoto(630);
    clock = new Date(clock.getTime() + 25 * HOUR);
    expect(await sweep()).toEqual([1]);
    const venue = await t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: {
        name: 'Late',
        description: 'Photos',
        price: 100,
        maxGuests: 2,
        media: [{ url: gone.url, alt: 'Late' }],
      },
    });
    expect(venue.status).toBe(409);
    expect(venue.body).toEqual(errorWith(409, UPLOAD_MESSAGES.notStored));
    const avatar = await t.call('PUT', `/api/holidaze/profiles/${host.name}`, {
      user: host,
      body: { avatar: { url: gone.url, alt: 'Me' } },
    });
    expect(avatar.status).toBe(409);
  });

  it('deletes a photo removed from a venue, and an avatar replaced by a link', async () => {
    const removed = await uploadPhoto(620);
    const kept = await uploadPhoto(621);
    const venueId = await venueWith('Edited', removed.url, kept.url);
    const edited = await t.call('PUT', `/api/holidaze/venues/${venueId}`, {
      user: host,
      body: { media: [{ url: kept.url, alt: 'Kept' }] },
    });
    expect(edited.status).toBe(200);
    const member = await t.createUser('SweepMember');
    const avatar = await uploadPhoto(622, member);
    await t.call('PUT', `/api/holidaze/profiles/${member.name}`, {
      user: member,
      body: { avatar: { url: avatar.url, alt: 'Me' } },
    });
    await t.call('PUT', `/api/holidaze/profiles/${member.name}`, {
      user: member,
      body: { avatar: { url: 'https://images.example/me.jpg', alt: 'Me' } },
    });
    expect(await sweep()).toEqual([2]);
    expect(await stored(removed.hash)).toEqual({ row: false, files: false });
    expect(await stored(avatar.hash)).toEqual({ row: false, files: false });
    expect(await stored(kept.hash)).toEqual({ row: true, files: true });
  });
});
