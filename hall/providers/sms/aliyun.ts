import { createHmac, randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsNotice, SmsProvider } from './types';

export type AliyunSmsOptions = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The approved templates of the hall's notices, by kind (their parameters are the notice's values). */
  noticeTemplates: Record<SmsNotice['kind'], string>;
  endpoint: string;
};

/** RFC 3986 with Alibaba's rule: only A–Z a–z 0–9 - _ . ~ stay literal (encodeURIComponent keeps !'()* too). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The parameters sorted by name and percent-encoded: what is signed and what is sent. */
export const canonicalQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key])}`)
    .join('&');

/** The RPC signature (SignatureVersion 1.0): Base64(HMAC-SHA1(secret + "&", METHOD&%2F&encode(canonical query))). */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** The SendSms request of one template and its parameters, as a signed form body. */
export function sendSmsBody(
  options: AliyunSmsOptions,
  phone: string,
  template: { code: string; params: Record<string, string> },
  nonce: string = randomUUID(),
  now = new Date(),
) {
  const params: Record<string, string> = {
    AccessKeyId: options.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: phone,
    RegionId: 'cn-hangzhou',
    SignName: options.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: template.code,
    TemplateParam: JSON.stringify(template.params),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  return `Signature=${percentEncode(rpcSignature('POST', params, options.accessKeySecret))}&${canonicalQuery(params)}`;
}

/**
 * Alibaba Cloud SMS (dysmsapi SendSms). The text is the approved template's, so the locale is not used; the
 * provider's BizId is recorded in sms_outbox, never the code.
 */
export function createAliyunSms(options: AliyunSmsOptions, db: DbOrTx, fetchImpl: typeof fetch = fetch): SmsProvider {
  async function send(phone: string, template: { code: string; params: Record<string, string> }) {
    const res = await fetchImpl(options.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: sendSmsBody(options, phone, template),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string; BizId?: string };
    if (!res.ok || answer.Code !== 'OK') throw new Error(`Aliyun SendSms refused: ${res.status} ${answer.Code} ${answer.Message}`);
    await db.insert(smsOutbox).values({ phone, body: `aliyun:${template.code}`, providerMessageId: answer.BizId ?? null });
  }
  return {
    sendCode: (phone, code) => send(phone, { code: options.templateCode, params: { code } }),
    // A template's variable takes at most 35 characters (Alibaba's rule for notices); a long title is cut.
    sendNotice: (phone, notice) =>
      send(phone, {
        code: options.noticeTemplates[notice.kind],
        params: Object.fromEntries(Object.entries(notice.values).map(([k, v]) => [k, Array.from(v).slice(0, 35).join('')])),
      }),
  };
}
