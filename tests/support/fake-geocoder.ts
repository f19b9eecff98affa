import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback stand-in for the national address service, answering its GeoCodeJSON shape. */
export interface FakeGeocoder { url: string; mode: 'up' | 'down'; queries: string[]; close(): Promise<void> }

const feature = (label: string, score: number, postcode: string, city: string, lng: number, lat: number, extra: Record<string, unknown> = {}) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { label, score, postcode, city, name: label.split(` ${postcode}`)[0], street: label.split(` ${postcode}`)[0].replace(/^\d+\s/, ''), citycode: '49007', type: 'housenumber', ...extra },
});

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const state: FakeGeocoder = { url: '', mode: 'up', queries: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    state.queries.push(q);
    if (state.mode === 'down') {
      res.writeHead(502).end('Bad gateway');
      return;
    }
    const features = q.toLowerCase().includes('ralliement')
      ? [
          feature('Place du Ralliement 49100 Angers', 0.95, '49100', 'Angers', -0.5518, 47.4712, { housenumber: undefined }),
          feature('19 Rue Léopold Palustre 49400 Saumur', 0.7, '49400', 'Saumur', -0.10105, 47.2525, { housenumber: '19', oldcity: 'Saint-Hilaire-Saint-Florent' }),
          feature('Rue du Ralliement 44000 Nantes', 0.93, '44000', 'Nantes', -1.55, 47.21),
          feature('Ralliement 49000 Ailleurs', 0.55, '49000', 'Ailleurs', -0.5, 47.4),
          feature('Ralliement 49000 Loin', 0.4, '49000', 'Loin', -0.5, 47.4),
        ]
      : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'FeatureCollection', features, query: q }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  state.close = () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return state;
}
