import { screen } from '@testing-library/react';
import { showIn } from '../../test/locale';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} title="Registration Successful" onClose={() => setOpen(false)}>
        <button>Go to Login</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title, closes on Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Registration Successful' });
    expect(dialog).toHaveAttribute('open');
    screen.getByRole('button', { name: 'Go to Login' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog in Norwegian', () => {
  it('names its close button Lukk', async () => {
    await showIn('nb');
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
