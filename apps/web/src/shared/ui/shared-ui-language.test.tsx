import { DEFAULT_SEARCH_FILTERS } from '@holidaze/domain';
import { showIn } from '../../test/locale';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { SearchForm } from '../search/search-form';
import { LoadFailed } from './load-failed';
import { Pagination } from './pagination';
import { Spinner } from './spinner';
import { StarRating } from './star-rating';

describe('the shared parts in Norwegian', () => {
  it('name the pages and the steps between them', async () => {
    await showIn('nb');
    render(<Pagination page={2} pageCount={5} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Sidenavigasjon' })).toBeInTheDocument();
    for (const name of ['Første side', 'Forrige side', 'Side 3', 'Neste side', 'Siste side'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('read a rating with a decimal comma, and a venue without one as new', async () => {
    await showIn('nb');
    render(
      <>
        <StarRating rating={4.5} />
        <StarRating rating={1} />
        <StarRating rating={null} />
      </>,
    );
    expect(screen.getByRole('img', { name: '4,5 stjerner' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1,0 stjerne' })).toBeInTheDocument();
    expect(screen.getByText('Ny')).toBeInTheDocument();
  });

  it('say they are loading, and offer to try a failed read again', async () => {
    await showIn('nb');
    render(
      <>
        <Spinner />
        <LoadFailed query={{ error: new Error(''), refetch: () => {} }} fallback="—" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Laster…');
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  it('label the search form and say why a range is refused', async () => {
    await showIn('nb');
    const user = userEvent.setup();
    render(<SearchForm initial={DEFAULT_SEARCH_FILTERS} onSearch={vi.fn()} onClear={vi.fn()} />);
    expect(
      screen.getByRole('search', { name: 'Søk etter overnattingssteder' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('By')).toHaveAttribute('placeholder', 'Hvor vil du reise?');
    await user.type(screen.getByLabelText('Innsjekking'), '2030-01-10');
    await user.click(screen.getByRole('button', { name: 'Søk' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Velg både innsjekkingsdato og utsjekkingsdato.',
    );
    expect(screen.getByRole('button', { name: 'Tøm' })).toBeInTheDocument();
  });
});
