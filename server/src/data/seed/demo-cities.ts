/** The communes that get demo restaurants, and how many each. */

export interface SeedCity { id: number; name: string; slug: string; postcodes: string[]; lat: number; lng: number; population: number }

/** Restaurants per commune: proportional to population (largest remainder), at least 1 for each picked commune. */
export function allocateByPopulation(cities: readonly SeedCity[], total: number, minPopulation: number): Map<string, number> {
  const picked = [...cities].filter((c) => c.population > minPopulation).sort((a, b) => b.population - a.population || a.slug.localeCompare(b.slug));
  const out = new Map<string, number>();
  if (!picked.length) return out;
  const list = picked.slice(0, Math.max(1, Math.min(picked.length, total)));
  let fixed = new Set<string>();
  for (;;) {
    const free = list.filter((c) => !fixed.has(c.slug));
    const budget = total - fixed.size;
    const pop = free.reduce((s, c) => s + c.population, 0);
    const below = free.filter((c) => (budget * c.population) / pop < 1);
    if (!below.length) {
      const quotas = free.map((c) => ({ c, q: (budget * c.population) / pop }));
      let given = 0;
      for (const { c, q } of quotas) {
        out.set(c.slug, Math.floor(q));
        given += Math.floor(q);
      }
      quotas.sort((a, b) => (b.q - Math.floor(b.q)) - (a.q - Math.floor(a.q)) || b.c.population - a.c.population);
      for (let i = 0; given < budget; i++, given++) out.set(quotas[i].c.slug, out.get(quotas[i].c.slug)! + 1);
      for (const slug of fixed) out.set(slug, 1);
      return out;
    }
    fixed = new Set([...fixed, ...below.map((c) => c.slug)]);
  }
}
