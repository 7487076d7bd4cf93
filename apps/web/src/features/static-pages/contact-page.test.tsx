import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactPage, { CONTACT_RECEIVED } from './contact-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactPage />
    </QueryClientProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Kari');
  await user.type(screen.getByLabelText('Email'), 'kari@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Dogs');
  await user.type(screen.getByLabelText('Message'), 'May I bring my dog?');
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ContactPage', () => {
  it('sends the message and confirms only after the server answered 201', async () => {
    const fetchMock = vi.fn(async () => answer(201, { data: { id: 'm1' }, meta: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_RECEIVED);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/contact$/);
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Kari',
      email: 'kari@example.com',
      subject: 'Dogs',
      message: 'May I bring my dog?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says what went wrong and keeps the text when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(429, { errors: [{ message: 'Too many requests, please try again later' }] }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.queryByText(CONTACT_RECEIVED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kari');
  });

  it('shows no placeholder contact details', () => {
    renderPage();
    expect(screen.queryByText(/holidaze\.example|\+47 22/)).not.toBeInTheDocument();
  });
});
