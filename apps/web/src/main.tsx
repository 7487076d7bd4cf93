import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import './shared/ui/tokens.css';

const root = createRoot(document.getElementById('root')!);
// The first render at once, as the script runs: the router takes over the history entry and the
// first page's code is asked for before the document has finished loading, not a task later.
flushSync(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
