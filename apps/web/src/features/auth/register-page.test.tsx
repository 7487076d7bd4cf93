import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@holidaze/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../shared/toast/toast';
import { api, apiError, ok } from '../../test/api';
import { recordApiCalls, server } from '../../test/server';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import { renderRoutesAt } from '../../test/render';
import { renderPage } from './test-support';
import { showIn } from '../../test/locale';

async function fillForm(values: Record<string, string>, submit = 'Create account') {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: submit }));
  return user;
}

/** The form as a new account `name` fills it: its student address, a valid password twice. */
const newAccount = (name: string) => ({
  Username: name,
  'Email Address': `${name}@stud.noroff.no`,
  Password: 'password123',
  'Repeat Password': 'password123',
});

/** The same on the Norwegian form. */
const norwegianAccount = (name: string) => ({
  Brukernavn: name,
  'E-postadresse': `${name}@stud.noroff.no`,
  Passord: 'password123',
  'Gjenta passord': 'password123',
});

/** The server registers `name` and signs the new account in (a host's, or a traveller's). */
function serveNewAccount(name: string, venueManager: boolean, accessToken = 'token') {
  server.use(
    http.post(api('/auth/register'), () => ok({ name }, {}, 201)),
    http.post(api('/auth/login'), () =>
      ok({ name, email: `${name}@stud.noroff.no`, accessToken, venueManager }),
    ),
  );
}

const toastSuccess = vi.spyOn(toast, 'success');

describe('RegisterPage', () => {
  it('preselects the host card from ?type=manager and switches type with a fresh form', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register?type=manager');
    const host = screen.getByRole('button', { name: /Venue Manager Account/ });
    expect(host).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Register as Host')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'half_typed');
    await user.click(screen.getByRole('button', { name: /Traveler Account/ }));
    expect(screen.getByText('Register as Traveler')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it("shows the spec's messages", async () => {
    renderPage(<RegisterPage />, '/register');
    await fillForm({});
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please repeat your password')).toBeInTheDocument();
  });

  it('checks length, domain and the repeated password', async () => {
    renderPage(<RegisterPage />, '/register');
    await fillForm({
      Username: 'ab',
      'Email Address': 'ab@example.com',
      Password: 'short',
      'Repeat Password': 'different',
    });
    expect(await screen.findByText('At least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Only stud.noroff.no emails allowed')).toBeInTheDocument();
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('registers a host, signs them in with a welcome and opens their dashboard', async () => {
    serveNewAccount('new_host', true);
    const calls = recordApiCalls();
    const router = renderPage(<RegisterPage />, '/register?type=manager');
    await fillForm(newAccount('new_host'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/new_host'));
    expect(toastSuccess).toHaveBeenLastCalledWith('Welcome to Holidaze, new_host!');
    expect(localStorage.getItem('accessToken')).toBe('token');
    const [register, login] = calls;
    expect(`${register!.url.pathname}${register!.url.search}`).toBe('/api/auth/register');
    expect(register!.body).toEqual({
      name: 'new_host',
      email: 'new_host@stud.noroff.no',
      password: 'password123',
      venueManager: true,
    });
    expect(login!.body).toEqual({ email: 'new_host@stud.noroff.no', password: 'password123' });
  });

  it('takes a new traveller back to where they were going', async () => {
    serveNewAccount('new_guest', false);
    const router = renderPage(<RegisterPage />, '/register?redirect=%2Fvenue%2Fabc');
    await fillForm(newAccount('new_guest'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/venue/abc'));
  });

  it('opens the success dialog when the new account could not be signed in, and its login welcomes them', async () => {
    server.use(
      http.post(api('/auth/register'), () => ok({ name: 'new_guest' }, {}, 201)),
      http.post(api('/auth/login'), () => apiError(429, 'Too many requests')),
    );
    const router = renderRoutesAt(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '/login', element: <LoginPage /> },
        { path: '*', element: <p>landed elsewhere</p> },
      ],
      '/register',
    );
    await fillForm(newAccount('new_guest'));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Successful' });
    expect(dialog).toHaveTextContent('You can now log in to your account.');
    expect(screen.getByLabelText('Username')).toHaveValue('');

    // Their first sign-in, on the login page: welcomed, not "back".
    server.use(
      http.post(api('/auth/login'), () =>
        ok({ name: 'new_guest', email: 'new_guest@stud.noroff.no', accessToken: 'token' }),
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Email Address'), 'new_guest@stud.noroff.no');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenLastCalledWith('Welcome to Holidaze, new_guest!'),
    );
  });

  it('says next to the field whether the username or the e-mail is taken', async () => {
    server.use(
      http.post(api('/auth/register'), () =>
        HttpResponse.json(
          {
            errors: [
              { message: 'Profile already exists: this username is taken', path: ['name'] },
              {
                message: 'Profile already exists: this email address already has an account',
                path: ['email'],
              },
            ],
            status: 'Bad Request',
            statusCode: 400,
          },
          { status: 400 },
        ),
      ),
    );
    renderPage(<RegisterPage />, '/register');
    await fillForm(newAccount('taken'));
    expect(
      await screen.findByText('Profile already exists: this username is taken'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Profile already exists: this username is taken',
    );
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Profile already exists: this email address already has an account',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's first message, else 'Something went wrong.'", async () => {
    server.use(http.post(api('/auth/register'), () => apiError(400, 'Profile already exists')));
    renderPage(<RegisterPage />, '/register');
    await fillForm(newAccount('taken'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile already exists');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('RegisterPage in Norwegian', () => {
  it('offers the two accounts and the form in Norwegian, and welcomes the new account', async () => {
    await showIn('nb', ['auth']);
    serveNewAccount('nora', false, 'token-n');
    toastSuccess.mockClear();
    renderPage(<RegisterPage />, '/register');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bli med i Holidaze' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Gjestekonto/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /Vertskonto/ })).toHaveTextContent(
      'Legg ut overnattingssteder',
    );
    expect(screen.getByRole('heading', { name: 'Opprett kontoen din' })).toBeInTheDocument();
    expect(screen.getByText('Registrer deg som gjest')).toBeInTheDocument();
    await fillForm(norwegianAccount('nora'), 'Opprett konto');
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Velkommen til Holidaze, nora!'));
  });

  it('says next to the field, in Norwegian, that the username or the e-mail is taken', async () => {
    await showIn('nb', ['auth']);
    server.use(
      http.post(api('/auth/register'), () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'account.nameTaken', message: ACCOUNT_MESSAGES.nameTaken, path: ['name'] },
              { code: 'account.emailTaken', message: ACCOUNT_MESSAGES.emailTaken, path: ['email'] },
            ],
            status: 'Bad Request',
            statusCode: 400,
          },
          { status: 400 },
        ),
      ),
    );
    renderPage(<RegisterPage />, '/register');
    await fillForm(norwegianAccount('nora'), 'Opprett konto');
    await waitFor(() =>
      expect(screen.getByLabelText('Brukernavn')).toHaveAccessibleDescription(
        'Profilen finnes allerede: brukernavnet er tatt',
      ),
    );
    expect(screen.getByLabelText('E-postadresse')).toHaveAccessibleDescription(
      'Profilen finnes allerede: denne e-postadressen har allerede en konto',
    );
  });
});
