import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { activateLocale, loadCatalogs, loadErrorTexts, pageLocale } from './shared/i18n';
import { afterNextPaint } from './shared/ui/after-paint';
import './shared/ui/tokens.css';

const { locale, basename } = pageLocale();
activateLocale(locale);
const router = createRouter(basename);

// The frame's words come before the first render, so nothing paints in the wrong language. Not a
// top-level await: the bundler would then split the entry into a chunk per shared module.
void loadCatalogs(['app']).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  // The words for the API's errors are needed only once something fails: after the first paint.
  afterNextPaint(() => void loadErrorTexts(locale));
});
