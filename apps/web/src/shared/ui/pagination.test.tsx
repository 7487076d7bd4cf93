import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('is hidden with one page or none', () => {
    const { container, rerender } = render(
      <Pagination page={1} pageCount={1} onChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} pageCount={0} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows up to three pages around the current one and marks it', () => {
    render(<Pagination page={5} pageCount={9} onChange={vi.fn()} />);
    const numbers = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(numbers).toEqual(['4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves with first, previous, next and last, disabled at the ends', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Pagination page={1} pageCount={4} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls).toEqual([[2], [4]]);
    rerender(<Pagination page={4} pageCount={4} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
