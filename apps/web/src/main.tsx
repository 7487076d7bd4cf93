import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { activateLocale, loadErrorTexts, pageLocale } from './shared/i18n';
import { afterNextPaint } from './shared/ui/after-paint';
import './shared/ui/tokens.css';

const { locale, basename } = pageLocale();
activateLocale(locale);

const root = createRoot(document.getElementById('root')!);
// The first render at once, as the script runs: the router takes over the history entry and the
// first page's code is asked for before the document has finished loading, not a task later.
flushSync(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter basename={basename} />
      </Providers>
    </StrictMode>,
  ),
);
// The words for the API's errors are needed only once something fails: after the first paint.
afterNextPaint(() => void loadErrorTexts(locale));
