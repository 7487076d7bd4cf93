import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { venueFormDefaults, type VenueFormValues } from '@holidaze/domain';
import { UPLOAD_LIMIT_MB } from '../../../../shared/media-upload/upload-problems';
import { apiError } from '../../../../test/api';
import { mediaRefusal, mediaUpload, uploadedMediaOf } from '../../../../test/handlers/media';
import { recordApiCalls, server } from '../../../../test/server';
import { VenueForm } from '../venue-form';

// Leaflet needs a real layout engine; the photos do not need the map.
vi.mock('../location-map', () => ({ default: () => null }));

const filled: VenueFormValues = {
  ...venueFormDefaults,
  name: 'Fjord Cabin',
  description: 'By the water',
  price: '1200',
  maxGuests: '4',
};

function renderForm(values: VenueFormValues = filled) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <VenueForm
        title="Add New Property"
        initialValues={values}
        submitLabel="Create Venue"
        savingLabel="Creating..."
        saving={false}
        cancelTo="/"
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const photo = (name: string, type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });
const pick = async (user: ReturnType<typeof userEvent.setup>, ...files: File[]) =>
  user.upload(await screen.findByLabelText('Choose photos'), files);
const photoList = () => screen.getByRole('list', { name: 'Photos' });
const uploadsList = () => screen.getByRole('list', { name: 'Uploads' });

beforeEach(() => localStorage.setItem('accessToken', 'token-ann'));

describe('the venue form’s photos', () => {
  it('uploads several photos at once, makes the first the cover and needs alt text for each', async () => {
    server.use(mediaUpload());
    const calls = recordApiCalls();
    const { onSubmit, user } = renderForm();
    await pick(user, photo('front.jpg'), photo('lake.png', 'image/png'));

    await waitFor(() => expect(within(photoList()).getAllByRole('listitem')).toHaveLength(2));
    const posts = calls.filter((call) => call.path === '/holidaze/media');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers.get('Authorization')).toBe('Bearer token-ann');
    const first = within(photoList()).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Cover')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Make cover/ })).not.toBeInTheDocument();
    // The blank URL row the form starts with made way for the photos.
    expect(screen.queryByLabelText('Image URL 1')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 8 images')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Alt text 1')).toHaveAccessibleDescription(
        expect.stringContaining('alt text is required for uploaded photos'),
      ),
    );
    expect(screen.getByLabelText('Alt text 1')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Alt text 1'), 'Front door');
    await user.type(screen.getByLabelText('Alt text 2'), 'The lake');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const { media } = onSubmit.mock.calls[0]![0] as { media: { url: string; alt: string }[] };
    expect(media.map((item) => item.alt)).toEqual(['Front door', 'The lake']);
    expect(media[0]!.url).toMatch(/\/media\/u\/[0-9a-f]{64}\/1600\.jpg$/);
  });

  it('keeps the order the photos were chosen in, however fast each arrives', async () => {
    let releaseFirst: () => void = () => {};
    server.use(
      http.post('/api/holidaze/media', async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        if (file.name !== 'slow-first.jpg')
          return HttpResponse.json({ data: uploadedMediaOf('', 2), meta: {} }, { status: 201 });
        await new Promise<void>((resolve) => (releaseFirst = resolve));
        return HttpResponse.json({ data: uploadedMediaOf('', 1), meta: {} }, { status: 201 });
      }),
    );
    const { user } = renderForm();
    await pick(user, photo('slow-first.jpg'), photo('quick-second.jpg'));
    // The second has arrived, but waits for the first: nothing is in the list yet.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading quick-second.jpg' })).toHaveValue(
        100,
      ),
    );
    expect(within(photoList()).queryAllByRole('listitem')).toHaveLength(0);
    releaseFirst();
    await waitFor(() => expect(within(photoList()).getAllByRole('listitem')).toHaveLength(2));
    const thumbs = within(photoList())
      .getAllByRole('listitem')
      .map((row) => row.querySelector('img')?.getAttribute('src'));
    expect(thumbs[0]).toMatch(/0{63}1\/1600\.jpg$/);
    expect(thumbs[1]).toMatch(/0{63}2\/1600\.jpg$/);
  });

  it('reorders with its buttons and the arrow keys, keeps the focus and announces each move', async () => {
    const a = uploadedMediaOf('Front door');
    const b = uploadedMediaOf('Lake');
    const c = uploadedMediaOf('Bedroom');
    const { user } = renderForm({
      ...filled,
      media: [a, b, c].map(({ url, alt }) => ({ url, alt })),
    });
    const alts = () =>
      within(photoList())
        .getAllByLabelText(/^Alt text \d$/)
        .map((input) => (input as HTMLInputElement).value);
    const status = () =>
      screen.getByText(/Photo moved|already/, { selector: '[aria-live=polite]' });

    await user.click(await screen.findByRole('button', { name: 'Move later, photo 1' }));
    expect(alts()).toEqual(['Lake', 'Front door', 'Bedroom']);
    expect(status()).toHaveTextContent('Photo moved to position 2 of 3.');
    expect(screen.getByRole('button', { name: 'Move later, photo 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Make cover, photo 3' }));
    expect(alts()).toEqual(['Bedroom', 'Lake', 'Front door']);
    expect(status()).toHaveTextContent('Photo moved to position 1 of 3, now the cover.');
    expect(screen.getByRole('button', { name: 'Move later, photo 1' })).toHaveFocus();

    screen.getByRole('button', { name: 'Drag to reorder, photo 3 of 3' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(alts()).toEqual(['Bedroom', 'Front door', 'Lake']);
    expect(screen.getByRole('button', { name: 'Drag to reorder, photo 2 of 3' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move earlier, photo 1' }));
    expect(alts()).toEqual(['Bedroom', 'Front door', 'Lake']);
    expect(status()).toHaveTextContent('Photo 1 is already first.');

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(alts()).toEqual(['Bedroom', 'Lake']);
  });

  it('says in words why a photo was refused, beside it, and can try it again', async () => {
    const calls = recordApiCalls();
    const { user } = renderForm();
    // Refused before sending: the app knows these will not do.
    const files = [
      photo('IMG_0001.HEIC', 'image/heic'),
      photo('notes.txt', 'text/plain'),
      photo('huge.jpg', 'image/jpeg', UPLOAD_LIMIT_MB * 1024 * 1024 + 1),
    ];
    // Dropped on the zone, where no `accept` filters what comes.
    const zone = (await screen.findByRole('button', { name: 'Choose photos' })).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    const rows = () => within(uploadsList()).getAllByRole('listitem');
    expect(within(rows()[0]!).getByRole('alert')).toHaveTextContent(/HEIC.*Send it as a JPEG/);
    expect(within(rows()[1]!).getByRole('alert')).toHaveTextContent('is not a photo we can use');
    expect(within(rows()[2]!).getByRole('alert')).toHaveTextContent(
      `larger than ${UPLOAD_LIMIT_MB} MB`,
    );
    expect(calls.filter((call) => call.path === '/holidaze/media')).toHaveLength(0);
    // The same file would be refused again: nothing offers to try it again.
    expect(screen.queryByRole('button', { name: /^Try again, / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss IMG_0001.HEIC' }));
    expect(rows()).toHaveLength(2);
  });

  it.each([
    [413, undefined, {}, `larger than ${UPLOAD_LIMIT_MB} MB`],
    [415, 'Unsupported media type', {}, 'is not a photo we can use'],
    [422, 'The photo is too small: at least 800 × 600 pixels', {}, 'at least 800 × 600'],
    [400, undefined, {}, 'could not be read'],
    [429, 'Too many requests', { 'Retry-After': '30' }, 'Try again in 30 seconds'],
    [
      503,
      'Busy',
      { 'Retry-After': '2' },
      'busy with other photos right now. Try again in 2 seconds',
    ],
  ])('turns a %i from the server into words', async (status, message, headers, words) => {
    server.use(mediaRefusal(status, message, headers));
    const { user } = renderForm();
    await pick(user, photo('cabin.jpg'));
    expect(await within(uploadsList()).findByRole('alert')).toHaveTextContent(words);
  });

  it('tries a failed upload again and adds the photo when it arrives', async () => {
    let refuse = true;
    server.use(
      mediaUpload(() => (refuse ? apiError(503, 'Busy', { 'Retry-After': '1' }) : undefined)),
    );
    const { user } = renderForm();
    await pick(user, photo('cabin.jpg'));
    await within(uploadsList()).findByRole('alert');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again, cabin.jpg' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull());
    expect(within(photoList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses photos beyond the eighth and still takes the ones that fit', async () => {
    server.use(mediaUpload());
    const seven = Array.from({ length: 7 }, (_, index) => ({
      url: `https://example.com/${index}.jpg`,
      alt: `Photo ${index}`,
    }));
    const { user } = renderForm({ ...filled, media: seven });
    await pick(user, photo('eighth.jpg'), photo('ninth.jpg'));
    expect(await within(uploadsList()).findByRole('alert')).toHaveTextContent(
      'A venue can have at most 8 photos',
    );
    await waitFor(() => expect(within(photoList()).getAllByRole('listitem')).toHaveLength(8));
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  });

  it('says when the browser is offline, until it is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderForm();
    expect(
      await screen.findByText(
        'You seem to be offline: photos can be uploaded once you are back online.',
      ),
    ).toBeInTheDocument();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/You seem to be offline/)).toBeNull());
  });

  it('keeps an image URL working beside the uploads', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(await screen.findByLabelText('Image URL 1'), 'https://example.com/cabin.jpg');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      media: [{ url: 'https://example.com/cabin.jpg', alt: '' }],
    });
  });

  it('waits for photos still uploading before saving', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('/api/holidaze/media', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: uploadedMediaOf('Lake'), meta: {} }, { status: 201 });
      }),
    );
    const { onSubmit, user } = renderForm();
    await pick(user, photo('lake.jpg'));
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    expect(
      await screen.findByText('Wait for the photos to finish uploading, then save.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(within(photoList()).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByText('Wait for the photos to finish uploading, then save.')).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
