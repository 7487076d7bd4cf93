import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('confirms only a complete form, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.queryByText('Form submitted!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.type(screen.getByLabelText('Name'), 'Kari');
    await user.type(screen.getByLabelText('Email'), 'kari@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('status')).toHaveTextContent('Form submitted!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
