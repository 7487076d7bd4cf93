import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_BODY_MAX } from '@holidaze/domain';
import { renderWithQueries } from '../../test/render';
import { Composer } from './composer';

function renderComposer() {
  const onSend = vi.fn(async (_body: string) => undefined);
  renderWithQueries(<Composer label="Message to harriet" onSend={onSend} />);
  return { onSend, box: screen.getByRole('textbox', { name: 'Message to harriet' }) };
}

describe('the message box', () => {
  it('counts the characters and refuses more than 2,000 with the API’s own words', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderComposer();
    expect(screen.getByText(/0 \/ 2,000/)).toBeInTheDocument();
    await user.click(box);
    await user.paste('x'.repeat(MESSAGE_BODY_MAX));
    expect(screen.getByText(/2,000 \/ 2,000/)).toBeInTheDocument();
    await user.type(box, 'y');
    expect(box).toHaveAccessibleDescription(/2,001 \/ 2,000 characters/);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A message can be at most 2000 characters.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();
    // Back within the limit, it goes.
    await user.keyboard('{Backspace}{Enter}');
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('x'.repeat(MESSAGE_BODY_MAX)));
  });

  it('refuses an empty message or one of spaces only, and trims what it sends', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderComposer();
    await user.type(box, '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first.');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, ' Is there parking? {Enter}');
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('Is there parking?'));
  });

  it('refuses a NUL character', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderComposer();
    await user.click(box);
    await user.paste('a\u0000b');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A message cannot contain a NUL character.',
    );
    expect(onSend).not.toHaveBeenCalled();
  });
});
