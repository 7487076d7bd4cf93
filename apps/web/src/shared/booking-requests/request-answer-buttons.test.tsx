import { screen, within } from '@testing-library/react';
import { showIn } from '../../test/locale';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, ok } from '../../test/api';
import { recordApiCalls, server, writes } from '../../test/server';
import { toast } from '../toast/toast';
import { RequestAnswerButtons } from './request-answer-buttons';
import { renderWithQueries } from '../../test/render';

const toastSuccess = vi.spyOn(toast, 'success');
afterEach(() => toastSuccess.mockClear());

const booking = '/holidaze/bookings/b-1';

function renderButtons() {
  const onAnswered = vi.fn();
  renderWithQueries(
    <RequestAnswerButtons
      bookingId="b-1"
      guest="tom"
      venueName="Fjord Cabin"
      onAnswered={onAnswered}
    />,
  );
  return onAnswered;
}

describe('RequestAnswerButtons', () => {
  it('accepts at once with an empty body, says so and lets the caller read again', async () => {
    const user = userEvent.setup();
    server.use(http.post(api(`${booking}/accept`), () => ok({ id: 'b-1' })));
    const onAnswered = renderButtons();
    const calls = recordApiCalls();
    await user.click(screen.getByRole('button', { name: "Accept tom's request" }));
    await vi.waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Request accepted: the stay is booked.'),
    );
    expect(onAnswered).toHaveBeenCalledTimes(1);
    expect(writes(calls)).toEqual([{ method: 'POST', path: `${booking}/accept`, body: {} }]);
  });

  it('shows why an accept was refused, and still lets the caller read again', async () => {
    const user = userEvent.setup();
    server.use(http.post(api(`${booking}/accept`), () => apiError(409, 'This request has lapsed')));
    const onAnswered = renderButtons();
    await user.click(screen.getByRole('button', { name: "Accept tom's request" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request has lapsed');
    expect(onAnswered).toHaveBeenCalledTimes(1);
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('declines in a dialog with the trimmed message for the traveller', async () => {
    const user = userEvent.setup();
    server.use(http.post(api(`${booking}/decline`), () => ok({ id: 'b-1' })));
    renderButtons();
    const calls = recordApiCalls();
    await user.click(screen.getByRole('button', { name: "Decline tom's request" }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    expect(dialog).toHaveTextContent("tom's request for Fjord Cabin will be declined");
    await user.type(
      within(dialog).getByLabelText('Message for the traveller (optional)'),
      '  Closed for repairs ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Request declined.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: `${booking}/decline`, body: { message: 'Closed for repairs' } },
    ]);
  });

  it('keeps the request when the dialog is left, sending nothing', async () => {
    const user = userEvent.setup();
    const onAnswered = renderButtons();
    const calls = recordApiCalls();
    await user.click(screen.getByRole('button', { name: "Decline tom's request" }));
    await user.click(screen.getByRole('button', { name: 'Keep request' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it('shows a refused decline inside the dialog, which stays open', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api(`${booking}/decline`), () => apiError(409, 'This request has lapsed')),
    );
    renderButtons();
    await user.click(screen.getByRole('button', { name: "Decline tom's request" }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request has lapsed');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('RequestAnswerButtons in Norwegian', () => {
  it('asks in Norwegian before declining, and says it is done in Norwegian', async () => {
    await showIn('nb');
    const user = userEvent.setup();
    server.use(http.post(api(`${booking}/decline`), () => ok({ id: 'b-1' })));
    renderButtons();
    expect(screen.getByRole('button', { name: 'Godta forespørselen fra tom' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avslå forespørselen fra tom' }));
    const dialog = screen.getByRole('dialog', { name: 'Avslå denne forespørselen?' });
    expect(dialog).toHaveTextContent(
      'Forespørselen fra tom om Fjord Cabin blir avslått, og nettene blir ledige igjen.',
    );
    expect(within(dialog).getByLabelText('Melding til gjesten (valgfritt)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lukk' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Behold forespørselen' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Avslå forespørselen' }));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Forespørselen er avslått.'));
  });
});
