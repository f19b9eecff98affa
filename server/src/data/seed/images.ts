/**
 * Demo pictures, drawn as SVG and converted with sharp at seed time (never committed): storefronts and plates
 * in a limited palette that the demo restaurants share. Drawn from a seeded generator, so always the same images.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Random } from './random.js';
import type { DemoImages } from './demo-records.js';

const W = 1200;
const H = 800;

const AWNINGS = ['#b91c1c', '#1d4ed8', '#15803d', '#a16207', '#7c3aed', '#be185d', '#0f766e', '#c2410c', '#374151', '#9f1239', '#166534', '#1e3a8a'];
const WALLS = ['#f5ecd7', '#efe3c8', '#e7dccb', '#f3e9dc', '#ece4d4', '#f8f1e4'];
const TABLES = [['#8b5a2b', '#5c3a1a'], ['#a0522d', '#6b3419'], ['#d9c7a7', '#b59f7b'], ['#3f3f46', '#18181b'], ['#7c8a6e', '#4d5a43'], ['#c8b8a0', '#9c8a70'], ['#1e3a5f', '#0f1f33']];
const FOODS = ['#d97706', '#65a30d', '#b91c1c', '#f59e0b', '#7c2d12', '#15803d', '#ea580c', '#facc15', '#9d174d', '#a3a3a3', '#fde68a', '#4d7c0f'];

function storefront(rnd: Random, i: number): string {
  const awning = AWNINGS[i % AWNINGS.length];
  const wall = rnd.pick(WALLS);
  const sky = rnd.pick([['#bfdbfe', '#e0f2fe'], ['#fde68a', '#fef3c7'], ['#c7d2fe', '#e0e7ff'], ['#fecaca', '#fee2e2']]);
  const stripes = Array.from({ length: 12 }, (_, k) =>
    k % 2 ? '' : `<rect x="${150 + k * 75}" y="250" width="75" height="90" fill="#ffffff" opacity="0.85"/>`).join('');
  const scallops = Array.from({ length: 12 }, (_, k) => `<circle cx="${187 + k * 75}" cy="340" r="37" fill="${k % 2 ? awning : '#ffffff'}"/>`).join('');
  const plants = Array.from({ length: 3 }, (_, k) => {
    const x = 200 + k * 380 + rnd.int(-20, 20);
    return `<rect x="${x - 30}" y="640" width="60" height="50" fill="#7c2d12"/><circle cx="${x}" cy="620" r="${rnd.int(36, 48)}" fill="${rnd.pick(['#15803d', '#166534', '#4d7c0f'])}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
  <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a" stop-opacity="0.9"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0.7"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <rect x="100" y="80" width="1000" height="640" fill="${wall}"/>
  <rect x="100" y="80" width="1000" height="40" fill="#78716c" opacity="0.5"/>
  <rect x="330" y="150" width="540" height="70" rx="8" fill="${awning}"/>
  <rect x="360" y="175" width="480" height="20" rx="10" fill="#ffffff" opacity="0.8"/>
  <rect x="150" y="250" width="900" height="90" fill="${awning}"/>${stripes}${scallops}
  <rect x="180" y="400" width="300" height="260" fill="url(#g)" stroke="#44403c" stroke-width="10"/>
  <rect x="720" y="400" width="300" height="260" fill="url(#g)" stroke="#44403c" stroke-width="10"/>
  <rect x="530" y="390" width="140" height="300" fill="${awning}" stroke="#44403c" stroke-width="10"/>
  <circle cx="645" cy="545" r="9" fill="#facc15"/>
  <rect x="0" y="700" width="${W}" height="100" fill="#a8a29e"/>${plants}
</svg>`;
}

function plate(rnd: Random, i: number): string {
  const [t1, t2] = TABLES[i % TABLES.length];
  const cx = 600 + rnd.int(-60, 60);
  const cy = 400 + rnd.int(-30, 30);
  const blobs = Array.from({ length: rnd.int(3, 6) }, () => {
    const a = rnd.next() * Math.PI * 2;
    const d = rnd.int(0, 120);
    return `<ellipse cx="${Math.round(cx + Math.cos(a) * d)}" cy="${Math.round(cy + Math.sin(a) * d * 0.8)}" rx="${rnd.int(40, 95)}" ry="${rnd.int(30, 70)}" fill="${rnd.pick(FOODS)}" transform="rotate(${rnd.int(0, 180)} ${cx} ${cy})"/>`;
  }).join('');
  const herbs = Array.from({ length: rnd.int(6, 14) }, () =>
    `<circle cx="${cx + rnd.int(-150, 150)}" cy="${cy + rnd.int(-110, 110)}" r="${rnd.int(5, 11)}" fill="${rnd.pick(['#16a34a', '#4d7c0f', '#fef3c7', '#dc2626'])}"/>`).join('');
  const glass = rnd.chance(0.6) ? `<circle cx="${cx + 420}" cy="${cy - 250}" r="70" fill="#ffffff" opacity="0.35" stroke="#ffffff" stroke-width="6"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><radialGradient id="t" cx="0.5" cy="0.5" r="0.8"><stop offset="0" stop-color="${t1}"/><stop offset="1" stop-color="${t2}"/></radialGradient>
  <radialGradient id="p" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e7e5e4"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#t)"/>
  <ellipse cx="${cx + 18}" cy="${cy + 22}" rx="330" ry="300" fill="#000000" opacity="0.25"/>
  <circle cx="${cx}" cy="${cy}" r="320" fill="url(#p)"/>
  <circle cx="${cx}" cy="${cy}" r="230" fill="none" stroke="#d6d3d1" stroke-width="4"/>
  ${blobs}${herbs}
  <rect x="${cx - 420}" y="${cy - 220}" width="22" height="440" rx="10" fill="#d4d4d8"/>
  <rect x="${cx + 390}" y="${cy - 200}" width="26" height="420" rx="12" fill="#d4d4d8"/>${glass}
</svg>`;
}

/** Writes the palette (webp, 1200×800) into dir and returns the file paths. */
export async function generateDemoImages(dir: string, counts = { devanture: 12, gallery: 28 }): Promise<DemoImages> {
  await mkdir(dir, { recursive: true });
  const rnd = new Random(20260429);
  const jobs: { file: string; svg: string }[] = [];
  for (let i = 0; i < counts.devanture; i++) jobs.push({ file: path.join(dir, `devanture-${i}.webp`), svg: storefront(rnd, i) });
  for (let i = 0; i < counts.gallery; i++) jobs.push({ file: path.join(dir, `plat-${i}.webp`), svg: plate(rnd, i) });
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const data = await sharp(Buffer.from(job.svg)).webp({ quality: 80 }).toBuffer();
        await writeFile(job.file, data);
      }
    }),
  );
  return {
    devanture: jobs.slice(0, counts.devanture).map((j) => j.file),
    gallery: jobs.slice(counts.devanture).map((j) => j.file),
  };
}
