import { internalPath } from './routes';

const at = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site');
  return internalPath(pathname, searchParams, 'zh-CN');
};

describe('internalPath', () => {
  it('gives a project step page only a well-formed `id`', () => {
    expect(at('/payDeposit?id=12&_t=1700000000000&x=1')).toBe('/zh-CN/payDeposit?id=12');
    expect(at('/payDeposit?id=abc')).toBe('/zh-CN/payDeposit');
    expect(at('/siteConsultation')).toBe('/zh-CN/siteConsultation');
  });

  it('hands the login callbacks their whole query', () => {
    expect(at('/vxLogin?code=abc&state=xyz')).toBe('/zh-CN/vxLogin?code=abc&state=xyz');
  });

  it('keeps a cacheable page to its query keys, with fallbacks, as a path segment', () => {
    expect(at('/showDetails?id=12&_t=1')).toBe(`/zh-CN/showDetails/${encodeURIComponent('id=12')}`);
    expect(at('/news')).toBe(`/zh-CN/news/${encodeURIComponent('page=1')}`);
  });
});
