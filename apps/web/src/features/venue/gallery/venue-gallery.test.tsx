import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VENUE_IMAGE, FIRST_PHOTO_ID } from '@holidaze/domain';
import { VenueGallery } from './venue-gallery';

const media = [
  { url: 'https://images.example.com/a.jpg', alt: 'Lake view' },
  { url: 'https://images.example.com/b.jpg', alt: 'Bedroom' },
  { url: 'https://images.example.com/c.jpg', alt: '' },
];

const mainImage = () => screen.getAllByRole('img')[0];

describe('VenueGallery', () => {
  it('moves with the arrows, wrapping at both ends, and counts', async () => {
    const user = userEvent.setup();
    render(<VenueGallery media={media} venueName="Fjord Cabin" />);
    expect(mainImage()).toHaveAttribute('alt', 'Lake view');
    expect(screen.getByText(/1 \/ 3/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('alt', 'Bedroom');
    expect(screen.getByText(/2 \/ 3/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    // An image without alt text is described by the venue and its position.
    expect(mainImage()).toHaveAttribute('alt', 'Fjord Cabin, photo 3 of 3');
    expect(screen.getByText(/3 \/ 3/)).toBeInTheDocument();
  });

  it('jumps to a thumbnail and marks it as the current one', async () => {
    const user = userEvent.setup();
    render(<VenueGallery media={media} venueName="Fjord Cabin" />);
    const second = screen.getByRole('button', { name: 'Show image 2 of 3' });
    await user.click(second);
    expect(mainImage()).toHaveAttribute('src', media[1]?.url);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('follows the arrow keys while one of its buttons has focus', async () => {
    const user = userEvent.setup();
    render(<VenueGallery media={media} venueName="Fjord Cabin" />);
    screen.getByRole('button', { name: 'Next image' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText(/3 \/ 3/)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(mainImage()).toHaveAttribute('alt', 'Bedroom');
  });

  it('shows the default image, without arrows, when the venue has none', () => {
    render(<VenueGallery media={[]} venueName="Fjord Cabin" />);
    expect(mainImage()).toHaveAttribute('src', DEFAULT_VENUE_IMAGE.url);
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.getByText(/1 \/ 1/)).toBeInTheDocument();
  });

  it("takes the server's copy of the cover away once its own is in, and when the page goes", async () => {
    const copy = document.body.appendChild(document.createElement('div'));
    copy.id = FIRST_PHOTO_ID;
    const { unmount } = render(<VenueGallery media={media} venueName="Fjord Cabin" />);
    const cover = screen.getByRole('img', { name: media[0]!.alt });
    expect(document.getElementById(FIRST_PHOTO_ID)).toBe(copy);
    fireEvent.load(cover);
    await waitFor(() => expect(document.getElementById(FIRST_PHOTO_ID)).toBeNull());

    document.body.appendChild(copy);
    unmount();
    expect(document.getElementById(FIRST_PHOTO_ID)).toBeNull();
  });
});
