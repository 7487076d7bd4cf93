import { DEFAULT_SEARCH_FILTERS } from '@holidaze/domain';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

function setup() {
  const onSearch = vi.fn();
  const onClear = vi.fn();
  render(<SearchForm initial={DEFAULT_SEARCH_FILTERS} onSearch={onSearch} onClear={onClear} />);
  return { onSearch, onClear, user: userEvent.setup() };
}

describe('SearchForm', () => {
  it('searches with the trimmed city, the guests and the range', async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText('City'), '  Bergen ');
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '3');
    await user.type(screen.getByLabelText('Check-in'), '2030-01-10');
    await user.type(screen.getByLabelText('Check-out'), '2030-01-12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      ...DEFAULT_SEARCH_FILTERS,
      query: 'Bergen',
      guests: 3,
      dateFrom: '2030-01-10',
      dateTo: '2030-01-12',
    });
  });

  it('clamps guests to at least one', async () => {
    const { onSearch, user } = setup();
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '0');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.calls[0]![0].guests).toBe(1);
  });

  it("refuses a stay of no nights with 'Minimum stay 1 night'", async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText('Check-in'), '2030-01-10');
    await user.type(screen.getByLabelText('Check-out'), '2030-01-10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum stay 1 night');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('asks for both dates when only one is given', async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByLabelText('Check-in'), '2030-01-10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose both a check-in and a check-out date.',
    );
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears every field back to the defaults', async () => {
    const { onClear, user } = setup();
    await user.type(screen.getByLabelText('City'), 'Oslo');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Guests')).toHaveValue(2);
    expect(onClear).toHaveBeenCalled();
  });
});
