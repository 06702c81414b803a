// The Alibaba Cloud SMS adapter: its RPC signature against the examples published in Alibaba's documentation,
// and the SendSms request it builds, checked by an independent signature computation. No network.
import { createHmac } from 'node:crypto';
import { canonicalQuery, createAliyunSms, percentEncode, rpcSignature, sendSmsBody } from './aliyun';

describe('rpcSignature', () => {
  it('reproduces the documented DescribeRegions example (secret "testsecret")', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('reproduces the documented SendSms example, Chinese sign name included (secret "testSecret")', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('encodes as Alibaba does: only A-Z a-z 0-9 - _ . ~ stay literal', () => {
    expect(percentEncode("a b!'()*~-_.")).toBe('a%20b%21%27%28%29%2A~-_.');
    expect(percentEncode('/=&+:')).toBe('%2F%3D%26%2B%3A');
    expect(percentEncode('音')).toBe('%E9%9F%B3');
    expect(canonicalQuery({ b: '2', a: '1', C: '3' })).toBe('C=3&a=1&b=2');
  });
});

const options = {
  accessKeyId: 'LTAI-example',
  accessKeySecret: 'example-secret',
  signName: '音乐厅',
  templateCode: 'SMS_123456',
  noticeTemplates: { waitingListOffer: 'SMS_654321' },
  endpoint: 'https://dysmsapi.aliyuncs.com/',
};

/** Recomputes the signature from the decoded form, written from the documentation, not from aliyun.ts. */
function independentSignature(form: URLSearchParams, secret: string) {
  const enc = (s: string) =>
    Array.from(new TextEncoder().encode(s))
      .map((b) =>
        /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .join('');
  const pairs = [...form.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`POST&%2F&${enc(query)}`)
    .digest('base64');
}

describe('sendSmsBody', () => {
  it('is a SendSms request with the code as TemplateParam, signed for POST', () => {
    const form = new URLSearchParams(
      sendSmsBody(
        options,
        '13800000001',
        { code: 'SMS_123456', params: { code: '042917' } },
        'nonce-1',
        new Date('2026-03-01T08:09:10.123Z'),
      ),
    );
    expect(Object.fromEntries(form)).toMatchObject({
      AccessKeyId: 'LTAI-example',
      Action: 'SendSms',
      PhoneNumbers: '13800000001',
      SignName: '音乐厅',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'nonce-1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_123456',
      TemplateParam: '{"code":"042917"}',
      Timestamp: '2026-03-01T08:09:10Z',
      Version: '2017-05-25',
    });
    expect(form.get('Signature')).toBe(independentSignature(form, 'example-secret'));
  });

  it('uses a new nonce each time', () => {
    const a = new URLSearchParams(sendSmsBody(options, '13800000001', { code: 'SMS_123456', params: { code: '000001' } })).get(
      'SignatureNonce',
    );
    const b = new URLSearchParams(sendSmsBody(options, '13800000001', { code: 'SMS_123456', params: { code: '000001' } })).get(
      'SignatureNonce',
    );
    expect(a).not.toBe(b);
  });
});

describe('createAliyunSms', () => {
  const fakeDb = () => {
    const rows: object[] = [];
    return { rows, db: { insert: () => ({ values: async (row: object) => void rows.push(row) }) } as never };
  };

  it('posts the form to the endpoint and records the BizId, never the code', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchStub = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ Code: 'OK', Message: 'OK', BizId: 'biz-9', RequestId: 'r' });
    }) as unknown as typeof fetch;
    const { rows, db } = fakeDb();
    await createAliyunSms(options, db, fetchStub).sendCode('13800000001', '123456', 'zh-CN');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(options.endpoint);
    expect(calls[0].init.method).toBe('POST');
    expect(new URLSearchParams(calls[0].init.body as string).get('PhoneNumbers')).toBe('13800000001');
    expect(rows).toEqual([{ phone: '13800000001', body: 'aliyun:SMS_123456', providerMessageId: 'biz-9' }]);
  });

  it('sends a notice with its own template, a long title cut to the 35 characters a variable takes', async () => {
    const bodies: string[] = [];
    const fetchStub = (async (_url: string, init: RequestInit) => {
      bodies.push(init.body as string);
      return Response.json({ Code: 'OK', BizId: 'biz-10' });
    }) as unknown as typeof fetch;
    const { rows, db } = fakeDb();
    const title = '贝多芬第九交响曲'.repeat(6);
    await createAliyunSms(options, db, fetchStub).sendNotice(
      '13800000001',
      { kind: 'waitingListOffer', values: { title, payBy: '2026-12-01 20:30' } },
      'zh-CN',
    );
    const form = new URLSearchParams(bodies[0]);
    expect(form.get('TemplateCode')).toBe('SMS_654321');
    expect(JSON.parse(form.get('TemplateParam')!)).toEqual({ title: Array.from(title).slice(0, 35).join(''), payBy: '2026-12-01 20:30' });
    expect(rows).toEqual([{ phone: '13800000001', body: 'aliyun:SMS_654321', providerMessageId: 'biz-10' }]);
  });

  it('throws when Alibaba refuses, so the caller can report "sending failed"', async () => {
    const refusing = (async () => Response.json({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' })) as unknown as typeof fetch;
    const { rows, db } = fakeDb();
    await expect(createAliyunSms(options, db, refusing).sendCode('13800000001', '123456', 'zh-CN')).rejects.toThrow(/BUSINESS_LIMIT/);
    expect(rows).toEqual([]);
  });
});
