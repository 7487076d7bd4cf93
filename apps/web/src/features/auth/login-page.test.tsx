import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@holidaze/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../shared/toast/toast';
import { api, apiError, ok } from '../../test/api';
import { recordApiCalls, server } from '../../test/server';
import LoginPage from './login-page';
import { renderPage } from './test-support';
import { showIn } from '../../test/locale';

/** POST /auth/login answered with this account's session. */
const loginAs = (name: string, accessToken: string, venueManager: boolean) =>
  server.use(
    http.post(api('/auth/login'), () =>
      ok({ name, email: `${name}@stud.noroff.no`, accessToken, venueManager }),
    ),
  );

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
};

describe('LoginPage', () => {
  it("shows the spec's messages for empty fields", async () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    await fill('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses other e-mail domains and short passwords', async () => {
    renderPage(<LoginPage />, '/login');
    await fill('ann@gmail.com', 'short');
    expect(await screen.findByText('Only stud.noroff.no emails allowed')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('stores the session and sends a manager to the dashboard after a second', async () => {
    loginAs('ann', 'tok', true);
    const calls = recordApiCalls();
    const router = renderPage(<LoginPage />, '/login');
    await fill('Ann@stud.noroff.no', 'password123');
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('tok'));
    expect(localStorage.getItem('username')).toBe('ann');
    expect(localStorage.getItem('venueManager')).toBe('true');
    expect(localStorage.getItem('email')).toBe('ann@stud.noroff.no');
    const [login] = calls;
    expect(`${login!.url.pathname}${login!.url.search}`).toBe('/api/auth/login?_holidaze=true');
    expect(login!.body).toEqual({
      email: 'ann@stud.noroff.no',
      password: 'password123',
    });
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ann'));
  });

  it('sends a traveller home', async () => {
    loginAs('tom', 't', false);
    const router = renderPage(<LoginPage />, '/login');
    await fill('tom@stud.noroff.no', 'password123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('venueManager')).toBe('false');
  });

  it("shows the server's first message, else 'Login failed'", async () => {
    server.use(http.post(api('/auth/login'), () => apiError(401, 'Invalid email or password')));
    renderPage(<LoginPage />, '/login');
    await fill('ann@stud.noroff.no', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("falls back to 'Login failed' without an error list", async () => {
    server.use(http.post(api('/auth/login'), () => apiError(500)));
    renderPage(<LoginPage />, '/login');
    await fill('ann@stud.noroff.no', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('says the session expired and returns to where the visitor was, on this site only', async () => {
    loginAs('tom', 't', false);
    const router = renderPage(
      <LoginPage />,
      '/login?reason=expired&redirect=%2Fvenue%2Fabc%3Fguests%3D2',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    await fill('tom@stud.noroff.no', 'password123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/venue/abc'));
    expect(router.state.location.search).toBe('?guests=2');
  });

  it('ignores a redirect to another site', async () => {
    loginAs('tom', 't', false);
    const router = renderPage(<LoginPage />, '/login?redirect=%2F%2Fevil.example%2Fx');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await fill('tom@stud.noroff.no', 'password123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says how long to wait after too many attempts (Retry-After)', async () => {
    server.use(
      http.post(api('/auth/login'), () =>
        apiError(429, 'Too many requests', { 'Retry-After': '120' }),
      ),
    );
    renderPage(<LoginPage />, '/login');
    await fill('ann@stud.noroff.no', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 2 minutes.',
    );
  });

  it('links to the password reset', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('LoginPage in Norwegian', () => {
  it('asks for the e-mail and password in Norwegian and welcomes back in Norwegian', async () => {
    await showIn('nb', ['auth']);
    loginAs('alice', 'token-a', false);
    const welcome = vi.spyOn(toast, 'success');
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'Velkommen tilbake!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Glemt passordet?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrer deg' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Vis passord' }));
    expect(screen.getByRole('button', { name: 'Skjul passord' })).toHaveTextContent('Skjul');
    await user.type(screen.getByLabelText('E-postadresse'), 'alice@stud.noroff.no');
    await user.type(screen.getByLabelText('Passord'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(welcome).toHaveBeenCalledWith('Velkommen tilbake, alice!'));
  });

  it('says the e-mail or password is wrong in Norwegian, from the code the API sends', async () => {
    await showIn('nb', ['auth']);
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'account.invalidCredentials', message: ACCOUNT_MESSAGES.invalidCredentials },
            ],
          },
          { status: 401 },
        ),
      ),
    );
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-postadresse'), 'alice@stud.noroff.no');
    await user.type(screen.getByLabelText('Passord'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Feil e-post eller passord');
  });

  it('says how long to wait after too many attempts, in Norwegian', async () => {
    await showIn('nb', ['auth']);
    server.use(
      http.post(api('/auth/login'), () =>
        apiError(429, 'Too many requests', { 'Retry-After': '120' }),
      ),
    );
    renderPage(<LoginPage />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-postadresse'), 'alice@stud.noroff.no');
    await user.type(screen.getByLabelText('Passord'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For mange forsøk. Prøv igjen om 2 minutter.',
    );
  });
});
