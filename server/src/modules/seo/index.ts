/** The seo module's one entry: the sitemap and robots routes, and the page shell that serves index.html with each page's loading hints. */
export { PageShell } from './page-shell.js';
export { seoRouter } from './seo.routes.js';
