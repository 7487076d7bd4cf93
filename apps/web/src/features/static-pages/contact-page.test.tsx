import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError, ok } from '../../test/api';
import { recordApiCalls, server } from '../../test/server';
import ContactPage, { CONTACT_RECEIVED } from './contact-page';
import { showIn } from '../../test/locale';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactPage />
    </QueryClientProvider>,
  );
}

/** Kari's question about her dog, field by field, in each language's labels. */
const KARIS_QUESTION = {
  en: [
    ['Name', 'Kari'],
    ['Email', 'kari@example.com'],
    ['Subject', 'Dogs'],
    ['Message', 'May I bring my dog?'],
  ],
  nb: [
    ['Navn', 'Kari'],
    ['E-post', 'kari@example.com'],
    ['Emne', 'Hund'],
    ['Melding', 'Kan jeg ta med hunden?'],
  ],
} as const;

async function fillIn(user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'nb' = 'en') {
  for (const [label, text] of KARIS_QUESTION[locale])
    await user.type(screen.getByLabelText(label), text);
}

describe('ContactPage', () => {
  it('sends the message and confirms only after the server answered 201', async () => {
    server.use(http.post(api('/contact'), () => ok({ id: 'm1' }, {}, 201)));
    const calls = recordApiCalls();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(calls).toEqual([]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_RECEIVED);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/contact');
    expect(calls[0]!.body).toEqual({
      name: 'Kari',
      email: 'kari@example.com',
      subject: 'Dogs',
      message: 'May I bring my dog?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says what went wrong and keeps the text when the server refuses', async () => {
    server.use(
      http.post(api('/contact'), () => apiError(429, 'Too many requests, please try again later')),
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

describe('ContactPage in Norwegian', () => {
  it('asks for the message and confirms it in bokmål', async () => {
    await showIn('nb', ['static-pages']);
    server.use(http.post(api('/contact'), () => ok({ id: 'm1' }, {}, 201)));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Kontakt oss' })).toBeVisible();
    await fillIn(user, 'nb');
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Skjemaet er sendt! Vi har fått meldingen din og svarer deg på e-post.',
    );
  });

  it('says in bokmål that the message could not be sent when the server gives no reason', async () => {
    await showIn('nb', ['static-pages']);
    server.use(http.post(api('/contact'), () => new Response(null, { status: 502 })));
    const user = userEvent.setup();
    renderPage();
    await fillIn(user, 'nb');
    await user.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Meldingen din kunne ikke sendes. Prøv igjen.',
    );
  });
});
