import { localized } from './locales';

const performance = { mainTitle: '欢乐颂', enMainTitle: 'Ode to Joy', subtitle: '乐季开幕', enSubtitle: '', hallId: 3 };

describe('localized', () => {
  it('picks the English twin in English when it is filled, the Chinese field otherwise', () => {
    expect(localized(performance, 'mainTitle', 'en-US')).toBe('Ode to Joy');
    expect(localized(performance, 'mainTitle', 'zh-CN')).toBe('欢乐颂');
    expect(localized(performance, 'subtitle', 'en-US')).toBe('乐季开幕');
  });

  it('takes only a field the record has with its English twin, so a renamed field fails the type check', () => {
    // @ts-expect-error: the record has no `title`, as after a rename in the contract
    expect(localized(performance, 'title', 'zh-CN')).toBe('');
    // @ts-expect-error: `hallId` has no English twin
    expect(localized(performance, 'hallId', 'en-US')).toBe('');
  });
});
