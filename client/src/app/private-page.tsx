import { createElement } from 'react';
import { lazyPage, type LazyPage } from './lazy-page';

const Group = lazyPage(() => import('./private-pages'));

/**
 * Every page that is rarely the first one opened (static and legal pages, registration, payment results, account and
 * restaurateur pages) comes through this one lazy component (docs/adr/0014): the first download of the search pages holds
 * only their addresses, not one loader and one dependency list per page. Its module picks the page for the address
 * (private-pages.tsx); loading it ahead (main.tsx) loads that page's code too.
 */
export const PrivatePage: LazyPage = Object.assign(() => createElement(Group), {
  preload: () => Group.preload().then(() => import('./private-pages')).then((m) => m.preloadPage(window.location.pathname)),
});
