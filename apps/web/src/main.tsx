import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { activateLocale, loadCatalogs, loadErrorTexts, pageLocale } from './shared/i18n';
import { afterNextPaint } from './shared/ui/after-paint';
import './shared/ui/tokens.css';

const { locale, basename } = pageLocale();
activateLocale(locale);

// The frame's words come before the first render, so nothing paints in the wrong language (the
// page preloads them with the script). Not a top-level await: the bundler would then split the
// entry into a chunk per shared module.
void loadCatalogs(['app']).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // The first render at once, as the words arrive: the router takes over the history entry and the
  // first page's code is asked for in this task, not a task later.
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
});
