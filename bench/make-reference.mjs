// In the throwaway copy given as argv[2]: add /bench-reference, the home page prerendered at build time
// (force-static, both locales), and offer it in both languages in lib/routes.ts so proxy.ts rewrites to it.
import fs from 'node:fs';
import path from 'node:path';

const copy = process.argv[2];
if (!copy || path.resolve(copy) === path.resolve(import.meta.dirname, '..'))
  throw new Error('pass the throwaway copy, never the repo itself');

const dir = path.join(copy, 'app/[locale]/(landing)/bench-reference');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(
  path.join(dir, 'page.tsx'),
  `// Added by bench/make-reference.mjs in a throwaway copy: the home page, prerendered at build time.
import HomePage, { generateMetadata } from '../page';

export const dynamic = 'force-static';
export const generateStaticParams = () => [{ locale: 'zh-CN' }, { locale: 'en-US' }];
export { generateMetadata };
export default HomePage;
`,
);

const routes = path.join(copy, 'lib/routes.ts');
const source = fs.readFileSync(routes, 'utf8');
const anchor = 'export const ROUTES: Record<string, RouteDef> = {\n';
if (!source.includes(anchor)) throw new Error(`lib/routes.ts: cannot find ${JSON.stringify(anchor)}`);
const folders = 'export const FOLDERS: Record<string, string> = {\n';
if (!source.includes(folders)) throw new Error(`lib/routes.ts: cannot find ${JSON.stringify(folders)}`);
fs.writeFileSync(
  routes,
  source.replace(anchor, `${anchor}  '/bench-reference': {},\n`).replace(folders, `${folders}  '/bench-reference': 'bench-reference',\n`),
);
console.log('[bench] added app/[locale]/(landing)/bench-reference/page.tsx and its ROUTES and FOLDERS entries in the copy');
