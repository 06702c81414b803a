/** @jest-environment jsdom */
// The overlays a visitor may never open (search, calendar, the WeChat notice) and a member's coupons on a
// performance's page are not part of a page until first needed: no dialog is rendered (so its code is not loaded)
// before the first open, and a visitor's performance page never loads SWR for the member's coupons.
import { act, fireEvent, render, screen } from '@testing-library/react';
import zh from '@/messages/zh-CN.json';
import { CatalogProvider } from '@/components/i18n/catalog';
import { WECHAT_MODAL_EVENT } from '@/lib/client/response-rules';
import { LOGIN_CHANGED_EVENT } from '@/lib/client/login-events';
import { siteAccountCalls } from '@/lib/contract/account-calls';
import { LoginType } from '@/lib/contract/codes';
import { SearchPanel } from './search-panel';
import { CalendarButton } from './calendar-button';
import { WechatModal } from './wechat-modal';
import { couponAddresses } from '@/lib/contract/addresses';

let swrLoaded = false;
jest.mock('swr', () => {
  swrLoaded = true;
  return jest.requireActual('swr');
});

// No next-intl provider: the buttons take their words as props (a landing page has none), and what they open brings
// the provider with it, with the catalog's messages.
const inZh = (ui: React.ReactNode) =>
  render(
    <CatalogProvider locale="zh-CN" messages={zh}>
      {ui}
    </CatalogProvider>,
  );

/** A BFF that answers each path with its data in a success envelope (jsdom has no fetch, nor Response). */
const answering = (data: Record<string, unknown>) =>
  jest.fn(async (url: string | URL) => ({
    ok: true,
    status: 200,
    json: async () => ({ code: 20000, subCode: null, subMsg: null, data: data[new URL(url, 'http://localhost').pathname] }),
  })) as unknown as typeof fetch;

beforeAll(() => {
  // jsdom has no modal dialogs; the Dialog only needs the calls to exist.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});

beforeEach(() => {
  // The calendar and search bodies may ask the BFF once open; no answer is needed here.
  global.fetch = jest.fn(() => new Promise<Response>(() => {}));
});

// First: opening the search loads SWR for its results.
describe("a member's coupons on a performance's page", () => {
  it('load nothing of theirs (SWR included) for a visitor', async () => {
    global.fetch = answering({ [siteAccountCalls.session.path]: { loginType: null } });
    const { MyCouponsHere } = await import('@/components/shows/my-coupons-here');
    const { container } = inZh(<MyCouponsHere projectId={1} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(String((global.fetch as jest.Mock).mock.calls[0][0])).toContain(siteAccountCalls.session.path);
    expect(container.innerHTML).toBe('');
    expect(swrLoaded).toBe(false);
  });

  it('are listed for a member, loaded once the member is known', async () => {
    const answers: Record<string, unknown> = {
      [siteAccountCalls.session.path]: { loginType: LoginType.member },
      [couponAddresses.mineForPerformance.path]: [{ id: 7, amountFen: 2000, minSpendFen: 0 }],
    };
    global.fetch = answering(answers);
    const { MyCouponsHere } = await import('@/components/shows/my-coupons-here');
    inZh(<MyCouponsHere projectId={1} />);
    // The page's one answer about the login is asked again, as after a login.
    act(() => void window.dispatchEvent(new Event(LOGIN_CHANGED_EVENT)));
    expect((await screen.findByTestId('my-coupon-here')).textContent).toContain('20');
    expect(swrLoaded).toBe(true);
  });
});

describe('overlays loaded on first use', () => {
  it('the search renders no dialog until it is opened, then its dialog', async () => {
    inZh(<SearchPanel words={zh.search} />);
    expect(screen.queryByTestId('search-panel')).toBeNull();
    fireEvent.click(screen.getByTestId('search-open'));
    expect(await screen.findByTestId('search-panel')).toHaveProperty('open', true);
    // The body, loaded with next-intl's provider, translates with the catalog's messages.
    expect(await screen.findByPlaceholderText(zh.search.placeholder)).toBeTruthy();
  });

  it('the calendar renders no dialog until it is opened, then its dialog', async () => {
    inZh(<CalendarButton words={zh.calendar} />);
    expect(screen.queryByTestId('calendar-overlay')).toBeNull();
    fireEvent.click(screen.getByTestId('calendar-open'));
    expect(await screen.findByTestId('calendar-overlay')).toHaveProperty('open', true);
  });

  it('the WeChat notice renders nothing until the response rules announce one, then says it', async () => {
    inZh(<WechatModal words={zh.login} />);
    expect(screen.queryByTestId('wechat-modal')).toBeNull();
    act(() => void window.dispatchEvent(new CustomEvent(WECHAT_MODAL_EVENT, { detail: '请在微信中打开' })));
    expect((await screen.findByTestId('wechat-modal')).textContent).toContain('请在微信中打开');
  });
});
