import { act, cleanup, screen } from '@testing-library/react';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, toast } from '../../shared/toast/toast';
import { Toasts } from './toasts';

// The list's code comes with the first toast (toasts.tsx): once here, the tests below see each
// toast as it is shown, as a visitor does after their first.
beforeAll(async () => {
  toast.dismiss();
  render(<Toasts />);
  act(() => {
    toast('The first toast loads the list');
  });
  expect(await screen.findByText('The first toast loads the list')).toBeInTheDocument();
  act(() => toast.dismiss());
  cleanup();
});

// Other files' toasts may still be in the shared store (web tests share their modules).
beforeEach(() => {
  toast.dismiss();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toasts', () => {
  it('announces messages as a status and errors as an alert', () => {
    render(<Toasts />);
    act(() => {
      toast.success('Guests updated!');
      toast.error('Update failed.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Guests updated!');
    expect(screen.getByRole('alert')).toHaveTextContent('Update failed.');
  });

  it('keeps success 2 s, plain and error 4 s, and a custom duration as asked', () => {
    render(<Toasts />);
    act(() => {
      toast.success('Saved');
      toast('Note');
      toast.success('Booking confirmed!', { duration: 6000 });
    });
    advance(2001);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Note')).toBeInTheDocument();
    advance(2000);
    expect(screen.queryByText('Note')).not.toBeInTheDocument();
    expect(screen.getByText('Booking confirmed!')).toBeInTheDocument();
    advance(2000);
    expect(screen.queryByText('Booking confirmed!')).not.toBeInTheDocument();
  });

  it('turns a loading toast into its outcome when shown again with its id', () => {
    render(<Toasts />);
    let id = '';
    act(() => {
      id = toast.loading('Updating guests...');
    });
    advance(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('Updating guests...');
    act(() => {
      toast.error('Update failed.', { id });
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Update failed.');
  });

  it('shows at most 20, the newest first', () => {
    render(<Toasts />);
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 2; i++) toast(`Message ${i}`);
    });
    const shown = screen.getAllByRole('status');
    expect(shown).toHaveLength(TOAST_LIMIT);
    expect(shown[0]).toHaveTextContent(`Message ${TOAST_LIMIT + 2}`);
    expect(screen.queryByText('Message 2')).not.toBeInTheDocument();
  });

  it('is dismissed with its button or Escape, and waits while the visitor is in it', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Toasts />);
    act(() => {
      toast('First');
      toast('Second');
    });
    const [dismissSecond] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await user.click(dismissSecond!);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    // Focus inside the toasts stops the clock; Escape dismisses the focused toast.
    screen.getByRole('button', { name: 'Dismiss notification' }).focus();
    advance(10_000);
    expect(screen.getByText('First')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
