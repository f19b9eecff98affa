import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 26, one way each (docs/adr/0035): the rules below hold for the whole server.
/** git grep's lines (untracked files included); none found is an empty answer, not a failure. */
function grep(pattern: string): string {
  try {
    return execFileSync('git', ['grep', '--untracked', '-nE', pattern, '--', 'server/src', ':!*.test.ts', ':!server/src/cli/**', ':!*-cli.ts'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as { status?: number }).status === 1) return '';
    throw error;
  }
}

describe('one way each on the server', () => {
  it('opens transactions with withTransaction (a request) or inTransaction (the rest): .transaction( only in db/in-transaction.ts', () => {
    const found = grep('\\.transaction\\(')
      .split('\n').filter((line) => line && !line.startsWith('server/src/db/in-transaction.ts:'));
    expect(found).toEqual([]);
  });

  it('logs through logger.ts (JSON lines): no console.* outside the commands, which talk to their operator', () => {
    expect(grep('console\\.(log|info|warn|error|debug)\\(').split('\n').filter(Boolean)).toEqual([]);
  });

  it('locks a row with a *.queries.ts statement (FOR UPDATE) before reading it: no TypeORM lock', () => {
    expect(grep('setLock\\(|lock: \\{').split('\n').filter(Boolean)).toEqual([]);
  });

  it('names the caller inside the service (viewerIdOf(ctx)): no resolver or REST handler hands the viewer’s id over', () => {
    const found = grep('viewer(!|\\?)?\\.id\\b|viewerIdOf\\(')
      .split('\n').filter((line) => /^[^:]+\.(resolver|rest)\.ts:/.test(line));
    expect(found).toEqual([]);
  });

  it('maps rows in the module’s *.mapper.ts: no resolver reads a row’s snake_case column, no service builds an API object', () => {
    expect(readsSnakeCase('restaurantPath(r.city_slug, r.name, r.id_url)')).toBe(true);
    expect(readsSnakeCase('const { id_url } = await parseBody(Body, body); // a REST body key') && readsSnakeCase('input.idUrl')).toBe(false);
    const inResolvers = grep('\\.[a-z]+_[a-z_]+').split('\n').filter((line) => /^[^:]+\.resolver\.ts:\d+:/.test(line) && readsSnakeCase(line.replace(/^[^:]+:\d+:/, '')));
    expect(inResolvers).toEqual([]);
    const builtInServices = grep('Object\\.assign\\(new [A-Z]').split('\n').filter((line) => /^[^:]+\.service\.ts:/.test(line) && !line.includes('validateInput(Object.assign(new'));
    expect(builtInServices).toEqual([]);
  });
});

/** A member access such as `row.id_url` or `r.reply_text` (a row read column by column), strings and comments aside. */
function readsSnakeCase(code: string): boolean {
  const withoutStrings = code.replace(/\/\/.*$/, '').replace(/'[^']*'|`[^`]*`|"[^"]*"/g, "''");
  return /\b[a-z]\w*\??\.[a-z][a-z0-9]*_[a-z0-9_]+\b/.test(withoutStrings);
}

/**
 * What in a service's source looks like an input shape rule: a check function imported from common/, or an
 * INVALID_INPUT thrown. One entry per kind of finding: `import checkX` or `throws INVALID_INPUT`.
 */
function shapeChecksIn(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'[^']*\/common\/[^']*'/g)) {
    for (const name of m[1].split(',').map((n) => n.trim())) if (/^check[A-Z]/.test(name)) found.push(`import ${name}`);
  }
  if (/'INVALID_INPUT'/.test(source)) found.push('throws INVALID_INPUT');
  return found;
}

/**
 * The services that still check something of their input, each for a reason that is not the request's shape (ADR 0035:
 * a service checks what needs the database, the caller or state). May only shrink.
 */
const SERVICE_CHECKS_ALLOWED: Record<string, { found: string[]; why: string }> = {
  'server/src/modules/accounts/session.service.ts': { found: ['import checkEmail'], why: 'security: any bad e-mail or password answers the one LOGIN_FAILED, never a shape message' },
  'server/src/modules/billing/billing.service.ts': {
    found: ['import checkAccessCodeShape', 'import checkBillingEmail', 'throws INVALID_INPUT'],
    why: 'stored row: startCardUpdate signs the billing e-mail stored on the subscription (perhaps before its rule refused & and =); the payment return’s code answers LOGIN_FAILED (security)',
  },
  'server/src/modules/billing/payment-notification.service.ts': { found: ['throws INVALID_INPUT'], why: 'state: the provider’s signature, the payment’s amount and its completeness' },
  'server/src/modules/description/description.service.ts': { found: ['import checkPhotoDimensions'], why: 'the upload pipeline’s rule on the decoded image (row « take an uploaded image »)' },
  'server/src/modules/menus/menu-editor.service.ts': { found: ['throws INVALID_INPUT'], why: 'database: a photo of another restaurant, quotas of daily menus and photos' },
  'server/src/modules/page-elements/page-elements.service.ts': { found: ['import checkPageElementContent', 'throws INVALID_INPUT'], why: 'stored row: the content’s rule depends on the element’s kind' },
  'server/src/modules/registration/registration.service.ts': {
    found: ['throws INVALID_INPUT'], why: 'database and geocoder: an unknown commune, an address not found',
  },
  'server/src/modules/restaurateur/restaurant-info.service.ts': { found: ['throws INVALID_INPUT'], why: 'geocoder: an address not found' },
  'server/src/modules/webhooks/webhooks.service.ts': { found: ['throws INVALID_INPUT'], why: 'configuration: a loopback or plain-HTTP endpoint is allowed outside production only (the shape is the input’s decorators)' },
};

describe('one way to check an input’s shape: decorators on its input class, run by the transport', () => {
  it('finds a check imported from common/ and a thrown INVALID_INPUT, and nothing in a service that has neither', () => {
    const sample = [
      "import {\n  ADMINISTRATION_MESSAGES, checkDirectorySearch, DIRECTORY_PAGE_SIZE,\n} from '../../../../common/administration-rules.js';",
      "import { checkOwner } from '../restaurants/index.js';",
      "if (problem) throw new ServiceError('INVALID_INPUT', problem, 'search');",
    ].join('\n');
    expect(shapeChecksIn(sample)).toEqual(['import checkDirectorySearch', 'throws INVALID_INPUT']);
    expect(shapeChecksIn("import { normaliseEmail } from '../../../../common/account-rules.js';\nthrow new ServiceError('NOT_FOUND', m);")).toEqual([]);
  });

  it('no *.service.ts checks its input’s shape, but the allow-listed ones, each for a reason of state', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server/src/**/*.service.ts'], { encoding: 'utf8' })
      .split('\n').filter((f) => f && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(30);
    const found = Object.fromEntries(files.map((f) => [f, shapeChecksIn(readFileSync(f, 'utf8'))]).filter(([, checks]) => checks.length));
    expect(found).toEqual(Object.fromEntries(Object.entries(SERVICE_CHECKS_ALLOWED).map(([f, entry]) => [f, entry.found])));
  });
});
