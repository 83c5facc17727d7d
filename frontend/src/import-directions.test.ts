// The lint rules of eslint.config.js, tried on planted imports: they must refuse a
// feature importing another feature or app/, shared code importing either, and
// an import that closes a circle.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The planted files are not on disk, so TypeScript's project cannot hold them: they are parsed
// without type information, and only the import rules run on them.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/') || ruleId.startsWith('import-x/'),
});

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// ESLint's no-cycle rule parses every module a planted import reaches (app/route-table reaches the
// whole app): 1.6 s alone, 7.9 s beside the Rust tests in one test run, past Vitest's 5 s.
describe('import directions (shared -> features -> app)', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const found = await problems(
      'src/features/cart/planted.ts',
      "import { newCheckoutKey } from '../checkout/utils/checkout-key';\nexport const k = newCheckoutKey;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*feature="cart".*feature="checkout"/)]);
  });

  it('refuses one admin feature importing another: what they share is in components/admin', async () => {
    const found = await problems(
      'src/features/admin-orders/planted.ts',
      "export { ProductTable } from '@/features/admin-catalog/components/product-table';\nexport { AdminPage } from '@/components/admin/admin-page';\n",
    );
    expect(found).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*feature="admin-orders".*feature="admin-catalog"/)]);
  });

  it('refuses a feature importing app/, also for types and lazy imports', async () => {
    const found = await problems(
      'src/features/cart/planted.ts',
      "import type { PageHandle } from '../../app/route-modules';\nexport const load = () => import('../../app/route-table');\nexport type H = PageHandle;\n",
    );
    expect(found).toHaveLength(2);
    for (const problem of found) expect(problem).toMatch(/^boundaries\/dependencies: .*"app"/);
  });

  it('refuses shared code importing a feature or app/', async () => {
    const fromLib = await problems(
      'src/lib/planted.ts',
      "export { quantityOf } from './core/cart-lines';\nexport { CartPage } from '@/features/cart/components/cart-page';\n",
    );
    expect(fromLib).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"shared".*"feature"/)]);
    const fromComponents = await problems('src/components/ui/planted.ts', "export { routes } from '../../app/route-table';\n");
    expect(fromComponents).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"shared".*"app"/)]);
  });

  it('lets a feature import itself and shared code, and app/ import anything', async () => {
    expect(
      await problems(
        'src/features/cart/planted.ts',
        "export { quantityOf } from '@/lib/core/cart-lines';\nexport { CartPage } from './components/cart-page';\n",
      ),
    ).toEqual([]);
    expect(
      await problems('src/app/planted.ts', "export { CartPage } from '../features/cart/components/cart-page';\nexport { paths } from '../config/paths';\n"),
    ).toEqual([]);
  });
});

describe('import circles', () => {
  it('refuses a module importing one that imports it back', async () => {
    // format.ts imports the language module, whose instance this planted copy would import format.ts from.
    const found = await problems('src/lib/i18n/instance.ts', "import { formatNow } from '@/lib/format/format';\nexport const planted = formatNow;\n");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('lets a module import ones that do not lead back to it', async () => {
    expect(await problems('src/lib/planted.ts', "import { formatNow } from './format/format';\nexport const planted = formatNow;\n")).toEqual([]);
  });
});
