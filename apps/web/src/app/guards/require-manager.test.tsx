import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireLogin } from './require-login';
import { RequireManager } from './require-manager';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireManager />}>
          <Route path="/admin/:id" element={<p>dashboard</p>} />
        </Route>
        <Route element={<RequireLogin />}>
          <Route path="/user/:id" element={<p>my area</p>} />
        </Route>
        <Route path="/unauthorized" element={<p>denied</p>} />
        <Route path="/login" element={<p>login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route guards', () => {
  it('lets a stored manager into the admin area', () => {
    localStorage.setItem('accessToken', 't');
    localStorage.setItem('venueManager', 'true');
    renderAt('/admin/ann');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('sends a signed-in traveller to Access Denied', () => {
    localStorage.setItem('accessToken', 't');
    localStorage.setItem('venueManager', 'false');
    renderAt('/admin/ann');
    expect(screen.getByText('denied')).toBeInTheDocument();
  });

  it('asks a visitor without a token to log in, even with a role flag', () => {
    localStorage.setItem('venueManager', 'true');
    renderAt('/admin/ann');
    expect(screen.getByText('login')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in before the admin area', () => {
    renderAt('/admin/ann');
    expect(screen.getByText('login')).toBeInTheDocument();
  });

  it('asks a visitor to log in before the user area', () => {
    renderAt('/user/ann');
    expect(screen.getByText('login')).toBeInTheDocument();
  });
});
