import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientSources } from './client-sources.js';

/**
 * Issue 26: one place for each stylesheet. client/src/styles holds the sheets main.tsx loads for every page (tokens,
 * base, shared ui, the search list) and those several features share (accounts forms, review display, restaurant
 * page); a sheet one feature uses lives in that feature's folder, one of ui/ beside its components.
 */
const SHARED = 'client/src/styles/';
const ENTRY = 'client/src/main.tsx';
/** Left to its owner (issue 26): used by the legal feature only. */
const NOT_YET = ['client/src/styles/legal.css'];

const IMPORT = /^\s*import\s+'(\.[^']+\.css)';/gm;

/** The feature (or `ui`, `app`) a file belongs to. */
function areaOf(file: string): string {
  const feature = /^client\/src\/features\/([^/]+)\//.exec(file);
  if (feature) return feature[1];
  return file.startsWith('client/src/ui/') ? 'ui' : 'app';
}

/** Each stylesheet of the client with the files importing it. */
export function importers(code: Record<string, string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, text] of Object.entries(code)) {
    for (const [, spec] of text.matchAll(IMPORT)) {
      const sheet = path.posix.join(path.posix.dirname(file), spec);
      found.set(sheet, [...(found.get(sheet) ?? []), file]);
    }
  }
  return found;
}

/** Sheets in the wrong place: shared ones used by a single feature, a feature's own used by another area. */
export function misplacedSheets(sheets: string[], code: Record<string, string>): string[] {
  const byImporter = importers(code);
  const wrong: string[] = [];
  for (const sheet of sheets) {
    const users = byImporter.get(sheet) ?? [];
    const areas = new Set(users.map(areaOf));
    if (sheet.startsWith(SHARED)) {
      if (!users.includes(ENTRY) && areas.size < 2) wrong.push(`${sheet}: used by ${[...areas].join(', ') || 'nothing'} only`);
    } else if ([...areas].some((a) => a !== areaOf(sheet))) {
      wrong.push(`${sheet}: used by ${[...areas].join(', ')}`);
    }
  }
  return wrong;
}

describe('stylesheets in one place each', () => {
  it('finds every sheet where its users are', () => {
    const sheets = Object.keys(clientSources(['.css'])).filter((f) => !NOT_YET.includes(f));
    expect(misplacedSheets(sheets, clientSources(['.ts', '.tsx']))).toEqual([]);
  });

  it('catches a shared sheet used by one feature, and a feature sheet used by another', () => {
    const code = {
      'client/src/features/map/pages/MapPage.tsx': "import '../../../styles/map.css';\nimport '../../consent/consent.css';",
      'client/src/features/reviews/pages/WriteReviewPage.tsx': "import '../../../styles/accounts.css';",
      'client/src/features/profile/pages/ProfilePage.tsx': "import '../../../styles/accounts.css';",
    };
    const sheets = ['client/src/styles/map.css', 'client/src/features/consent/consent.css', 'client/src/styles/accounts.css'];
    expect(misplacedSheets(sheets, code)).toEqual([
      'client/src/styles/map.css: used by map only',
      'client/src/features/consent/consent.css: used by map',
    ]);
  });
});
