import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadCurrentPage } from './app/AppRoutes';
import './styles/base.css';
import './styles/ui.css';
import './styles/restaurants.css';
// The login entry and the heart are on every page; the account screens and the restaurant page bring their own styles.
import './styles/account-entry.css';

const root = createRoot(document.getElementById('root')!);
// The page of the address is loaded first (its modules are already on their way: the server hints them), so the first
// paint is the page, not a fallback; past 1.5 s the shell renders anyway and shows 'Chargement…'. The first render is a
// transition: React builds the page in short slices, leaving the browser free to paint and to answer input.
void Promise.race([preloadCurrentPage().catch(() => undefined), new Promise((resolve) => window.setTimeout(resolve, 1500))]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
