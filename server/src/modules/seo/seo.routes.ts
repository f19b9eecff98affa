import { Router } from 'express';
import { NOT_CRAWLED_PREFIXES } from '../../../../common/page-addresses.js';
import type { AppServices } from '../../graphql/context.js';
import { escapeHtml } from '../shared/escape-html.js';
import { sitemapEntries } from './sitemap.service.js';

/** robots.txt's Disallow lines: the pages not to crawl, and the API. */
const DISALLOWED = [...NOT_CRAWLED_PREFIXES, '/api/'];

/** robots.txt and a sitemap of the public pages (sitemap.service.ts). */
export function seoRouter(services: AppServices): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(
      `User-agent: *\nAllow: /\n${DISALLOWED.map((prefix) => `Disallow: ${prefix}\n`).join('')}\nSitemap: ${services.config.publicUrl}/sitemap.xml\n`);
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const base = services.config.publicUrl;
      const urls = (await sitemapEntries(services.db)).map((e) =>
        `<url><loc>${escapeHtml(base + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}${e.changeDaily ? '<changefreq>daily</changefreq>' : ''}</url>`);
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
