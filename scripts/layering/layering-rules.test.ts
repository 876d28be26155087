import { describe, expect, it } from 'vitest';
import { scanSource } from './import-graph';
import { findViolations, formatViolation, type RuleId } from './layering-rules';

/** The violations in a made-up tree of files (path → source), as the repository test would report them. */
const violationsIn = (files: Record<string, string>) =>
  findViolations(Object.entries(files).flatMap(([file, source]) => scanSource(file, source)));

const rulesIn = (files: Record<string, string>): RuleId[] => violationsIn(files).map((violation) => violation.rule);

describe('each rule fails on an import that breaks it', () => {
  it.each<[RuleId, Record<string, string>, string]>([
    [
      'web-features-are-isolated',
      { 'apps/web/src/features/booking/components/form.tsx': "import { Chip } from '@/features/industries/chip';" },
      "apps/web/src/features/booking/components/form.tsx:1 import '@/features/industries/chip'",
    ],
    [
      'web-shared-code-below-app',
      { 'apps/web/src/components/seo/json-ld.tsx': "\nimport { useOrigin } from '../../app/origin';" },
      "apps/web/src/components/seo/json-ld.tsx:2 import '../../app/origin'",
    ],
    [
      'server-infrastructure-below-modules',
      { 'apps/server/src/db/seed.ts': "import { seedServices } from '../modules/services/services.service';" },
      "apps/server/src/db/seed.ts:1 import '../modules/services/services.service'",
    ],
    [
      'server-modules-acyclic',
      {
        'apps/server/src/modules/a/a.service.ts': "import { b } from '../b/b.service';",
        'apps/server/src/modules/b/b.service.ts': "import { c } from '../c/c.service';",
        'apps/server/src/modules/c/c.service.ts': "export { a } from '../a/a.service';",
      },
      "apps/server/src/modules/a/a.service.ts:1 import '../b/b.service'",
    ],
    [
      'server-never-reads-web',
      { 'apps/server/src/locales/names.ts': "import en from '../../../web/src/locales/en/industries.json';" },
      "apps/server/src/locales/names.ts:1 import '../../../web/src/locales/en/industries.json'",
    ],
    [
      'web-imports-server-types-only',
      { 'apps/web/src/lib/api.ts': "import { createApp } from '../../../server/src/app';" },
      "apps/web/src/lib/api.ts:1 import '../../../server/src/app'",
    ],
  ])('%s', (rule, files, where) => {
    const [first, ...others] = violationsIn(files);
    expect(first?.rule).toBe(rule);
    expect(others.every((violation) => violation.rule === rule)).toBe(true);
    // The message names the file and line, the import and the rule.
    expect(formatViolation(first!)).toContain(where);
    expect(formatViolation(first!)).toContain(`breaks ${rule}`);
  });
});

describe('web: the server', () => {
  it('allows the API type alone, as a type', () => {
    expect(
      rulesIn({ 'apps/web/src/lib/c.ts': "import type { ApiRoutes } from '@receptiva/server/api-routes';" }),
    ).toEqual([]);
    expect(rulesIn({ 'apps/web/src/lib/c.ts': "import { ApiRoutes } from '@receptiva/server/api-routes';" })).toEqual([
      'web-imports-server-types-only',
    ]);
    expect(rulesIn({ 'apps/web/src/lib/c.ts': "import type { Env } from '@receptiva/server/env';" })).toEqual([
      'web-imports-server-types-only',
    ]);
  });
});

describe('web: features', () => {
  it('lets a feature import itself, shared code and the shared package, and app/ compose features', () => {
    expect(
      rulesIn({
        'apps/web/src/features/booking/components/form.tsx': [
          "import { useBooking } from '../hooks/use-booking';",
          "import { slots } from '@/features/booking/utils/slots';",
          "import { Button } from '@/components/ui/button';",
          "import { BUSINESS_TYPES } from '@receptiva/shared';",
        ].join('\n'),
        'apps/web/src/app/routes/landing.tsx': [
          "import { BookingSection } from '@/features/booking/components/booking-section';",
          "const load = () => import('@/features/industries/components/industries-section');",
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it.each([
    ['a relative path', "import { Card } from '../../industries/components/card';"],
    ['a type', "import type { Filter } from '@/features/industries/hooks/use-filter';"],
    ['a re-export', "export { Card } from '@/features/industries/components/card';"],
    ['import()', "const card = () => import('@/features/industries/components/card');"],
  ])('catches another feature reached through %s', (_how, source) => {
    expect(rulesIn({ 'apps/web/src/features/booking/components/form.tsx': source })).toEqual([
      'web-features-are-isolated',
    ]);
  });

  it('catches hooks/ and lib/ reaching features/ or app/', () => {
    expect(
      rulesIn({
        'apps/web/src/hooks/use-x.ts': "import { useCart } from '@/features/cart/hooks/use-cart';",
        'apps/web/src/lib/y.test.tsx': "const { AppProvider } = await import('@/app/provider');",
      }),
    ).toEqual(['web-shared-code-below-app', 'web-shared-code-below-app']);
  });
});

describe('server', () => {
  it('lets modules import lib, db, middlewares and each other without a cycle', () => {
    expect(
      rulesIn({
        'apps/server/src/modules/orders/orders.service.ts': [
          "import { db } from '../../db/client';",
          "import { AppError } from '../../lib/app-error';",
          "import { getPublicSettings } from '../settings/settings.service';",
        ].join('\n'),
        'apps/server/src/modules/settings/settings.service.ts':
          "import { defaults } from '../../db/settings-defaults';",
        'apps/server/src/lib/mailer/templates.ts': "import { BUSINESS_TYPE_CATALOGS } from '@receptiva/shared/x';",
      }),
    ).toEqual([]);
  });

  it('names the cycle an import closes, at module granularity, and flags every import in it', () => {
    const violations = violationsIn({
      'apps/server/src/modules/payments/receive.ts': "import { fulfil } from '../membership/fulfil';",
      'apps/server/src/modules/membership/fulfil.ts': "import type { Handler } from '../payments/types';",
      'apps/server/src/modules/test-checkout/routes.ts': "import { receive } from '../payments/receive';",
    });
    expect(violations.map((violation) => [violation.reference.from, violation.detail])).toEqual([
      [
        'apps/server/src/modules/membership/fulfil.ts',
        'cycle modules/membership → modules/payments → modules/membership',
      ],
      ['apps/server/src/modules/payments/receive.ts', 'cycle modules/payments → modules/membership → modules/payments'],
    ]);
  });

  it.each([
    ['path.join', "const file = path.join(here, '..', '..', 'web', 'src', 'locales', 'en', 'industries.json');"],
    ['a URL', "const file = new URL('../../../web/src/locales/en/industries.json', import.meta.url);"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    ['a template', 'const file = `${root}/apps/web/src/locales/${lng}/industries.json`;'],
    ['the web root', "const webRoot = path.resolve(here, '../web');"],
  ])('catches a path into the web named through %s', (_how, source) => {
    expect(rulesIn({ 'apps/server/src/lib/reader.ts': source })).toEqual(['server-never-reads-web']);
  });

  it("allows the web's build output, which the server serves", () => {
    expect(
      rulesIn({
        'apps/server/src/server.ts':
          "export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));",
        'apps/server/src/modules/pages/renderer.ts':
          "const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');",
      }),
    ).toEqual([]);
  });
});

describe('the scan', () => {
  it('gives the line of the import, past multi-byte text', () => {
    const [reference] = scanSource('apps/web/src/a.ts', "// “déjà vu” 😀\n\nimport { b } from '@/b';");
    expect(reference).toMatchObject({ line: 3, specifier: '@/b', to: 'apps/web/src/b' });
  });

  it("resolves import.meta.glob patterns to their folder and type-only `import('…')` types", () => {
    const references = scanSource(
      'apps/web/src/lib/catalog-urls.ts',
      "const a = import.meta.glob('../features/*/x.json');\ntype T = import('../app/router').Routes;",
    );
    expect(references.map(({ kind, to }) => [kind, to])).toEqual([
      ['glob', 'apps/web/src/features/'],
      ['import', 'apps/web/src/app/router'],
    ]);
  });
});
