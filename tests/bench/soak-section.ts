import { readFileSync } from 'node:fs';
/** The heading of the soak's section in tests/bench/results.md (written by soak-bench.ts, kept by search-bench.ts). */
export const SOAK_HEADING = '## Soak: two instances behind haproxy';

/** The heading of the notice bench's section (tests/bench/notice-bench.ts writes it, before the soak's). */
export const NOTICE_HEADING = '## Search while a notice is sent to 1,000 accounts';

/** Written by hand: figures of earlier commits measured beside today's (issues 29 and 30). */
const BEFORE_HEADINGS = ['## Trusted documents and cost reporting: before and after', '## Before issue 30'];

/** The sections other benches write (notice, soak) and the before-and-after ones, kept when the search figures are written again. */
export function keptSections(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    const at = [...BEFORE_HEADINGS, NOTICE_HEADING, SOAK_HEADING].map((h) => text.indexOf(h)).filter((i) => i !== -1);
    return at.length ? `\n${text.slice(Math.min(...at))}` : '';
  } catch {
    return '';
  }
}
