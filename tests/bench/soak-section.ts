import { readFileSync } from 'node:fs';
/** The heading of the soak's section in tests/bench/results.md (written by soak-bench.ts, kept by search-bench.ts). */
export const SOAK_HEADING = '## Soak: two instances behind haproxy';

/** The heading of the notice bench's section (tests/bench/notice-bench.ts writes it, before the soak's). */
export const NOTICE_HEADING = '## Search while a notice is sent to 1,000 accounts';

/** The sections other benches write (notice, soak), kept when the search figures are written again. */
export function keptSections(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    const at = [text.indexOf(NOTICE_HEADING), text.indexOf(SOAK_HEADING)].filter((i) => i !== -1);
    return at.length ? `\n${text.slice(Math.min(...at))}` : '';
  } catch {
    return '';
  }
}
