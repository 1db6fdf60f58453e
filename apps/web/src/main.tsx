import './lib/zod-csp.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './app/layouts/static-shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { linkIndianFonts } from './app/indian-fonts.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
linkIndianFonts();

// The first render as a transition: React renders the page in slices, between which the browser
// stays free (the static frame in index.html shows meanwhile), not in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
