import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { activateLocale, loadCatalogs, pageLocale } from './shared/i18n';
import './shared/ui/tokens.css';

const { locale, basename } = pageLocale();
activateLocale(locale);
const router = createRouter(basename);

// The frame's words come before the first render, so nothing paints in the wrong language. Not a
// top-level await: the bundler would then split the entry into a chunk per shared module.
void loadCatalogs(['app']).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
