import { defineModule } from '../module.js';
import { seoRouter } from './seo.routes.js';

/** The seo module's one entry: robots.txt and the sitemap, and the page shell that serves index.html with each page's loading hints. */
export const seoModule = defineModule({ name: 'seo', pages: (services) => seoRouter(services) });

export { PageShell } from './page-shell.js';
