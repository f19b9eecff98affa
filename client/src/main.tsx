import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/base.css';
import './styles/ui.css';
import './styles/restaurants.css';
// The login entry and the heart are on every page; the account screens and the restaurant page bring their own styles.
import './styles/account-entry.css';

const root = createRoot(document.getElementById('root')!);
// The first render is a transition: React builds the page in short slices, so the browser stays free to paint and to
// answer input while the page's modules and data arrive.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
