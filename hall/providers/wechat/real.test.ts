import { accessTokenUrl, authorizeUrl, parseAccessToken, parseUserInfo, realWechat, userInfoUrl, WechatApiError } from './real';

const apps = { web: { appId: 'wxweb', secret: 'web-secret' }, official: { appId: 'wxmp', secret: 'mp-secret' } };

/** A fetch that answers from a table by path and records what it was asked. */
function stubFetch(answers: Record<string, unknown>, status = 200) {
  const calls: URL[] = [];
  const fetchImpl = (async (input: string | URL) => {
    const url = new URL(String(input));
    calls.push(url);
    const body = answers[url.pathname];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'text/plain' } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe('WeChat URLs', () => {
  it('asks for the access token with the app of the login kind', () => {
    const url = new URL(accessTokenUrl(apps.official, 'CODE/1'));
    expect(url.origin + url.pathname).toBe('https://api.weixin.qq.com/sns/oauth2/access_token');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wxmp',
      secret: 'mp-secret',
      code: 'CODE/1',
      grant_type: 'authorization_code',
    });
  });

  it('asks for the user info with token and openid', () => {
    const url = new URL(userInfoUrl('TOKEN', 'OPENID'));
    expect(url.pathname).toBe('/sns/userinfo');
    expect(Object.fromEntries(url.searchParams)).toEqual({ access_token: 'TOKEN', openid: 'OPENID', lang: 'zh_CN' });
  });

  it('builds the QR and the official-account authorisation pages in WeChat’s parameter order', () => {
    expect(authorizeUrl('web', 'wxweb', 'https://hall.example/vxLogin?a=1', 's 1')).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wxweb&redirect_uri=https%3A%2F%2Fhall.example%2FvxLogin%3Fa%3D1' +
        '&response_type=code&scope=snsapi_login&state=s%201#wechat_redirect',
    );
    expect(authorizeUrl('official', 'wxmp', 'https://hall.example/publicWxLogin', 'xyz')).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxmp&redirect_uri=https%3A%2F%2Fhall.example%2FpublicWxLogin' +
        '&response_type=code&scope=snsapi_userinfo&state=xyz#wechat_redirect',
    );
  });
});

describe('WeChat answers', () => {
  it('reads the access token answer', () => {
    expect(parseAccessToken({ access_token: 'T', openid: 'O', unionid: 'U', scope: 'snsapi_userinfo', expires_in: 7200 })).toEqual({
      accessToken: 'T',
      openId: 'O',
      unionId: 'U',
      scope: 'snsapi_userinfo',
    });
    expect(parseAccessToken({ access_token: 'T', openid: 'O', scope: 'snsapi_base' }).unionId).toBeUndefined();
  });

  it('turns errcode and missing fields into errors', () => {
    expect(() => parseAccessToken({ errcode: 40029, errmsg: 'invalid code' })).toThrow(WechatApiError);
    expect(() => parseAccessToken({ access_token: 'T' })).toThrow(WechatApiError);
    expect(() => parseAccessToken('nope')).toThrow(WechatApiError);
    expect(() => parseUserInfo({ errcode: 40001, errmsg: 'invalid credential' })).toThrow(WechatApiError);
  });

  it('reads the user info', () => {
    expect(parseUserInfo({ openid: 'O', nickname: '小明', unionid: 'U', sex: 1 })).toEqual({ openId: 'O', nickname: '小明', unionId: 'U' });
  });
});

describe('realWechat.exchangeCode', () => {
  it('exchanges the code, then reads the profile', async () => {
    const { fetchImpl, calls } = stubFetch({
      '/sns/oauth2/access_token': { access_token: 'T', openid: 'O', scope: 'snsapi_login' },
      '/sns/userinfo': { openid: 'O', nickname: '小明', unionid: 'U' },
    });
    const identity = await realWechat(apps, { fetch: fetchImpl }).exchangeCode('C', 'web');
    expect(identity).toEqual({ openId: 'O', unionId: 'U', nickname: '小明' });
    expect(calls.map((c) => c.searchParams.get('appid') ?? c.searchParams.get('access_token'))).toEqual(['wxweb', 'T']);
  });

  it('does not ask for a profile under snsapi_base', async () => {
    const { fetchImpl, calls } = stubFetch({ '/sns/oauth2/access_token': { access_token: 'T', openid: 'O', scope: 'snsapi_base' } });
    expect(await realWechat(apps, { fetch: fetchImpl }).exchangeCode('C', 'official')).toEqual({ openId: 'O', unionId: undefined });
    expect(calls).toHaveLength(1);
  });

  it('keeps the openId when the profile call fails', async () => {
    const { fetchImpl } = stubFetch({
      '/sns/oauth2/access_token': { access_token: 'T', openid: 'O', scope: 'snsapi_userinfo' },
      '/sns/userinfo': { errcode: 48001, errmsg: 'api unauthorized' },
    });
    expect(await realWechat(apps, { fetch: fetchImpl }).exchangeCode('C', 'official')).toMatchObject({ openId: 'O' });
  });

  it('refuses a used code, an HTTP error and a non-JSON answer as authFailed, telling the log why', async () => {
    const cases = [
      stubFetch({ '/sns/oauth2/access_token': { errcode: 40163, errmsg: 'code been used' } }),
      stubFetch({ '/sns/oauth2/access_token': {} }, 502),
      stubFetch({ '/sns/oauth2/access_token': '<html>' }),
    ];
    for (const { fetchImpl } of cases) {
      const warn = jest.fn();
      await expect(realWechat(apps, { fetch: fetchImpl, warn }).exchangeCode('C', 'web')).rejects.toMatchObject({
        key: 'authFailed',
        code: 40000,
      });
      expect(warn).toHaveBeenCalledWith(expect.any(WechatApiError));
    }
  });
});
