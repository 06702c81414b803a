import fs from 'node:fs';
import path from 'node:path';
import { FOLDERS, ROUTES, internalPath } from './routes';

const at = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site');
  return internalPath(pathname, searchParams, 'zh-CN');
};

describe('internalPath', () => {
  it('gives a project step page only a well-formed `id`', () => {
    expect(at('/payDeposit?id=12&_t=1700000000000&x=1')).toBe('/zh-CN/enterprise/projects/deposit?id=12');
    expect(at('/payDeposit?id=abc')).toBe('/zh-CN/enterprise/projects/deposit');
    expect(at('/siteConsultation')).toBe('/zh-CN/enterprise/projects/consultation');
  });

  it('hands the login callbacks their whole query', () => {
    expect(at('/vxLogin?code=abc&state=xyz')).toBe('/zh-CN/sign-in/wechat?code=abc&state=xyz');
  });

  it('keeps a cacheable page to its query keys, with fallbacks, as a path segment', () => {
    expect(at('/showDetails?id=12&_t=1')).toBe(`/zh-CN/performances/detail/${encodeURIComponent('id=12')}`);
    expect(at('/news')).toBe(`/zh-CN/news/reports/${encodeURIComponent('page=1')}`);
  });

  it('sends both spellings of one page to its one folder', () => {
    expect(at('/steModify')).toBe(at('/siteModify'));
    expect(at('/companyInformation')).toBe(at('/myCompany'));
    expect(at('/pointsShopPaySuccess?orderId=3')).toBe(at('/pointsPaySuccess?orderId=3'));
  });

  it('knows no page the spec does not name', () => {
    expect(at('/performances/detail')).toBeNull();
  });
});

describe('the folders', () => {
  const app = path.join(__dirname, '..', 'app', '[locale]');
  const groups = fs.readdirSync(app).filter((name) => /^\(.+\)$/.test(name));
  /** The page files under a folder, whichever route group holds it. */
  const pagesIn = (folder: string) =>
    groups.flatMap((group) => {
      const dir = path.join(app, group, folder);
      if (!fs.existsSync(dir)) return [];
      const own = fs.existsSync(path.join(dir, 'page.tsx')) ? ['page.tsx'] : [];
      const dynamic = fs.readdirSync(dir).filter((name) => /^\[\w+\]$/.test(name) && fs.existsSync(path.join(dir, name, 'page.tsx')));
      return [...own, ...dynamic.map((name) => `${name}/page.tsx`)];
    });

  it('name one for every spec URL, and no other', () => {
    expect(Object.keys(FOLDERS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES).filter(([pathname]) => !FOLDERS[pathname].startsWith('enterprise/projects/')))(
    '%s is rendered by a page of its folder: a cached page reads its query from its segment, a personal one from the URL',
    (pathname, def) => {
      const cached = !def.personal && def.query;
      expect(pagesIn(FOLDERS[pathname])).toEqual([cached ? '[query]/page.tsx' : 'page.tsx']);
    },
  );

  it("renders the venue-rental project's nine steps with one page, the step in its path", () => {
    expect(pagesIn('enterprise/projects')).toEqual(['[step]/page.tsx']);
  });
});
