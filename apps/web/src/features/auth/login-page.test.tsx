import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';
import { renderPage, stubFetch } from './test-support';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

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
    const fetch = stubFetch(200, {
      data: { name: 'ann', email: 'ann@stud.noroff.no', accessToken: 'tok', venueManager: true },
      meta: {},
    });
    const router = renderPage(<LoginPage />, '/login');
    await fill('Ann@stud.noroff.no', 'password123');
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('tok'));
    expect(localStorage.getItem('username')).toBe('ann');
    expect(localStorage.getItem('venueManager')).toBe('true');
    expect(localStorage.getItem('email')).toBe('ann@stud.noroff.no');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/login?_holidaze=true');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ann@stud.noroff.no',
      password: 'password123',
    });
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ann'));
  });

  it('sends a traveller home', async () => {
    stubFetch(200, {
      data: { name: 'tom', email: 'tom@stud.noroff.no', accessToken: 't', venueManager: false },
      meta: {},
    });
    const router = renderPage(<LoginPage />, '/login');
    await fill('tom@stud.noroff.no', 'password123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('venueManager')).toBe('false');
  });

  it("shows the server's first message, else 'Login failed'", async () => {
    stubFetch(401, { errors: [{ message: 'Invalid email or password' }], statusCode: 401 });
    renderPage(<LoginPage />, '/login');
    await fill('ann@stud.noroff.no', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("falls back to 'Login failed' without an error list", async () => {
    stubFetch(500, {});
    renderPage(<LoginPage />, '/login');
    await fill('ann@stud.noroff.no', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('says the session expired and returns to where the visitor was, on this site only', async () => {
    stubFetch(200, {
      data: { name: 'tom', email: 'tom@stud.noroff.no', accessToken: 't', venueManager: false },
      meta: {},
    });
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
    stubFetch(200, {
      data: { name: 'tom', email: 'tom@stud.noroff.no', accessToken: 't', venueManager: false },
      meta: {},
    });
    const router = renderPage(<LoginPage />, '/login?redirect=%2F%2Fevil.example%2Fx');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await fill('tom@stud.noroff.no', 'password123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says how long to wait after too many attempts (Retry-After)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: [{ message: 'Too many requests' }] }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'Retry-After': '120' },
          }),
      ),
    );
    renderPage(<LoginPage />, '/login');
    await fill('ann@stud.noroff.no', 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 2 minutes.',
    );
  });

  it('promises no password reset', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.queryByText(/Forgot password/)).not.toBeInTheDocument();
  });
});
