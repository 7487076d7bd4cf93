import { screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MAX_MEDIA, venueFormDefaults, type VenueFormValues } from '@holidaze/domain';
import { VenueForm, type VenueFormProps } from './venue-form';

// Leaflet needs a real layout engine; a stand-in map "clicks" a known spot.
vi.mock('./location-map', () => ({
  default: ({ onPick }: { onPick(lat: number, lng: number): void }) => (
    <button type="button" onClick={() => onPick(60.39, 5.32)}>
      Click map at Bergen
    </button>
  ),
}));

function renderForm(overrides: Partial<VenueFormProps> = {}, values = venueFormDefaults) {
  const onSubmit = vi.fn();
  const props: VenueFormProps = {
    title: 'Add New Property',
    initialValues: values,
    submitLabel: 'Create Venue',
    savingLabel: 'Creating...',
    saving: false,
    cancelTo: '/admin/ann/manage-venues',
    onSubmit,
    ...overrides,
  };
  render(
    <MemoryRouter>
      <VenueForm {...props} />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('VenueForm', () => {
  it('shows each required message under its field and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    const expectError = (label: string, message: string) => {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    };
    // The first validation waits for the schema's code, which loads after the form shows.
    await waitFor(() => expectError('Name', 'Name is required'));
    expectError('Description', 'Description is required');
    expectError('Price per night (NOK)', 'This field is required');
    expectError('Max Guests', 'This field is required');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Cabin');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('refuses fewer than one guest with the API limit message', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Max Guests'), '0');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    expect(screen.getByLabelText('Max Guests')).toHaveAccessibleDescription(
      'A venue must accommodate at least one guest',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the payload with numbers, the picked rating, amenities, map position and images', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Fjord Cabin');
    await user.type(screen.getByLabelText('Description'), 'By the water');
    await user.type(screen.getByLabelText('Price per night (NOK)'), '1250');
    await user.type(screen.getByLabelText('Max Guests'), '4');
    await user.click(document.querySelector<HTMLElement>('[data-rating="4.5"]')!);
    await user.click(screen.getByRole('checkbox', { name: 'Wifi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pets' }));
    await user.type(screen.getByLabelText('City'), 'Bergen');
    await user.type(screen.getByLabelText('Country'), 'Norway');
    await user.click(await screen.findByRole('button', { name: 'Click map at Bergen' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue(60.39);
    expect(screen.getByLabelText('Longitude')).toHaveValue(5.32);
    await user.type(screen.getByLabelText('Image URL 1'), 'https://example.com/1.jpg');
    await user.type(screen.getByLabelText('Alt text 1'), 'Front');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(screen.getByLabelText('Image URL 2'), 'https://example.com/2.jpg');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Fjord Cabin',
      description: 'By the water',
      price: 1250,
      maxGuests: 4,
      rating: 4.5,
      meta: { wifi: true, parking: false, breakfast: false, pets: true },
      location: {
        address: null,
        city: 'Bergen',
        zip: null,
        country: 'Norway',
        continent: null,
        lat: 60.39,
        lng: 5.32,
      },
      // The third row was left blank: not sent.
      media: [
        { url: 'https://example.com/1.jpg', alt: 'Front' },
        { url: 'https://example.com/2.jpg', alt: '' },
      ],
    });
  });

  it('offers at most 8 image rows and removes a row', async () => {
    const { user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add image' });
    for (let n = 1; n < MAX_MEDIA; n += 1) await user.click(add);
    expect(screen.getAllByLabelText(/^Image URL \d$/)).toHaveLength(MAX_MEDIA);
    expect(add).toBeDisabled();
    expect(screen.getByText('8 of 8 images')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(screen.getAllByLabelText(/^Image URL \d$/)).toHaveLength(MAX_MEDIA - 1);
    expect(add).toBeEnabled();
  });

  it('reports a bad image URL at its row', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Image URL 1'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    expect(screen.getByLabelText('Image URL 1')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('prefills for editing and shows the saving label and the save error', () => {
    const values: VenueFormValues = {
      ...venueFormDefaults,
      name: 'Loft',
      description: 'High up',
      price: 900,
      maxGuests: 2,
      rating: 1,
    };
    renderForm(
      {
        title: 'Edit Loft',
        submitLabel: 'Update Venue',
        savingLabel: 'Updating...',
        saving: true,
        error: 'You are not the owner of this venue',
      },
      values,
    );
    const form = screen.getByRole('form', { name: 'Edit Loft' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Loft');
    expect(within(form).getByLabelText('Price per night (NOK)')).toHaveValue(900);
    expect(within(form).getByRole('slider', { name: 'Rating' })).toHaveAttribute(
      'aria-valuetext',
      '1.0 star',
    );
    expect(within(form).getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'You are not the owner of this venue',
    );
    expect(within(form).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/admin/ann/manage-venues',
    );
  });
});
