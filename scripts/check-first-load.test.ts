import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadFindings } from './check-first-load.mjs';

describe("the check of the landing pages' first load", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const entries = ['app/layout.tsx', 'app/(landing)'];

  it('names a link, a loader and next-intl client code reached by static imports, with the chain that reaches them', () => {
    write('app/layout.tsx', "import { NextIntlClientProvider } from 'next-intl';\nimport { Header } from '@/components/header';\n");
    write('components/header.tsx', "import Link from 'next/link';\nimport { Menu } from './menu';\n");
    write('components/menu.tsx', "'use client';\nimport dynamic from 'next/dynamic';\nimport { useTranslations } from 'next-intl';\n");
    write('app/(landing)/detail/page.tsx', "import { Card } from '../../../components/card';\n");
    write('components/card.tsx', "export { Badge } from './badge';\n");
    write('components/badge.tsx', "import Link from 'next/link';\n");
    expect(firstLoadFindings(root, entries).sort()).toEqual([
      'app/layout.tsx: imports NextIntlClientProvider (app/layout.tsx)',
      'components/badge.tsx: imports next/link (app/(landing)/detail/page.tsx → components/card.tsx → components/badge.tsx)',
      'components/header.tsx: imports next/link (app/layout.tsx → components/header.tsx)',
      'components/menu.tsx: a client module that imports next-intl (app/layout.tsx → components/header.tsx → components/menu.tsx)',
      'components/menu.tsx: imports next/dynamic (app/layout.tsx → components/header.tsx → components/menu.tsx)',
    ]);
  });

  it('lets a later part use anything, and a server module or a type use next-intl', () => {
    write('app/layout.tsx', "import { Footer } from '@/components/footer';\nimport type { AbstractIntlMessages } from 'next-intl';\n");
    write('components/footer.tsx', "import { useTranslations } from 'next-intl';\nimport { getTranslations } from 'next-intl/server';\n");
    write(
      'app/(landing)/page.tsx',
      "'use client';\nimport { type Locale } from 'next-intl';\nconst Later = lazy(() => import('@/components/later'));\n",
    );
    write('components/later.tsx', "import Link from 'next/link';\nimport { NextIntlClientProvider } from 'next-intl';\n");
    expect(firstLoadFindings(root, entries)).toEqual([]);
  });

  it('finds nothing in the repository', () => {
    expect(firstLoadFindings(path.resolve(__dirname, '..'))).toEqual([]);
  });
});
