import { Router } from 'express';
import { restaurantPath } from '../../../../common/slug.js';
import type { AppServices } from '../../graphql/context.js';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** robots.txt and a sitemap of the public pages: communes with restaurants and published restaurants. */
export function seoRouter(services: AppServices): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(
      `User-agent: *\nAllow: /\nDisallow: /a/\nDisallow: /profilScreen\nDisallow: /reset-password/\nDisallow: /api/\n\nSitemap: ${services.config.publicUrl}/sitemap.xml\n`);
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const base = services.config.publicUrl;
      const cities: { slug: string }[] = await services.db.query(
        `SELECT c.slug FROM city c WHERE EXISTS (SELECT 1 FROM restaurant r WHERE r.city_id = c.id AND r.status = 'published') ORDER BY c.slug`);
      const restaurants: { name: string; id_url: string; slug: string; date_update: Date }[] = await services.db.query(
        `SELECT r.name, r.id_url, c.slug, r.date_update FROM restaurant r JOIN city c ON c.id = r.city_id WHERE r.status = 'published' ORDER BY r.id LIMIT 45000`);
      const urls = [
        `<url><loc>${base}/</loc><changefreq>daily</changefreq></url>`,
        ...cities.map((c) => `<url><loc>${base}/${c.slug}</loc><changefreq>daily</changefreq></url>`),
        ...restaurants.map((r) => `<url><loc>${escapeXml(base + restaurantPath(r.slug, r.name, r.id_url))}</loc><lastmod>${r.date_update.toISOString().slice(0, 10)}</lastmod></url>`),
      ];
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
