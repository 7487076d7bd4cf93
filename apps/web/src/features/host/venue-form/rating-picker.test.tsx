import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RatingPicker } from './rating-picker';

function Harness({ initial = 0, onChange }: { initial?: number; onChange?(v: number): void }) {
  const [value, setValue] = useState(initial);
  return (
    <RatingPicker
      id="rating"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const half = (rating: number) => document.querySelector<HTMLElement>(`[data-rating="${rating}"]`)!;
const shownText = () => screen.getByText(/stars?$/);

describe('RatingPicker', () => {
  it('is a slider from 0 to 5 read out with formatRating', () => {
    render(<Harness initial={3.5} />);
    const slider = screen.getByRole('slider', { name: 'Rating' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '5');
    expect(slider).toHaveAttribute('aria-valuenow', '3.5');
    expect(slider).toHaveAttribute('aria-valuetext', '3.5 stars');
    expect(shownText()).toHaveTextContent('3.5 stars');
  });

  it('previews the hovered half and returns to the value when the pointer leaves', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={2} onChange={onChange} />);
    await user.hover(half(4.5));
    expect(shownText()).toHaveTextContent('4.5 stars');
    await user.hover(half(1));
    expect(shownText()).toHaveTextContent('1.0 star');
    await user.unhover(screen.getByRole('slider'));
    expect(shownText()).toHaveTextContent('2.0 stars');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sets the rating on a click of a half', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(half(3.5));
    expect(onChange).toHaveBeenLastCalledWith(3.5);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '3.5');
    await user.click(half(0.5));
    expect(onChange).toHaveBeenLastCalledWith(0.5);
  });

  it('moves by half a star with the arrow keys and clamps at 0 and 5', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1} />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '1.5 stars');
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0.0 stars');
    await user.keyboard('{End}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Home}{ArrowUp}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', '1.0 star');
  });

  it('shows its error tied to the slider', () => {
    render(<RatingPicker id="r" value={0} onChange={() => {}} error="Rating is wrong" />);
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-invalid', 'true');
    expect(slider).toHaveAccessibleDescription('Rating is wrong');
    fireEvent.keyDown(slider, { key: 'a' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });
});
