import { createSign, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { decryptResource, signatureValid, signedHeaders, type EncryptedResource } from './wechatpay-crypto';
import { WECHATPAY_API, WechatPayAnswerForged, type WechatPayHttpOptions } from './wechatpay-http';
import type { PlatformKeyRing } from './wechatpay-keys';

export type Merchant = { mchId: string; serialNo: string; privateKey: KeyObject; apiV3Key: string };

type CertificatesAnswer = {
  data?: { serial_no?: string; expire_time?: string; encrypt_certificate?: EncryptedResource }[];
};

const PATH = '/v3/certificates';

/** The merchant's signature on a request (WECHATPAY2-SHA256-RSA2048 over "method\npath\ntimestamp\nnonce\nbody\n"). */
function authorization(merchant: Merchant, method: string, path: string, body = '') {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`)
    .sign(merchant.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/**
 * GET /v3/certificates: WeChat Pay's current platform certificates, each sealed with the merchant's API v3 key. The
 * seal (AES-256-GCM) proves a certificate came from WeChat Pay; the answer's own signature must then hold under a
 * key the hall already trusts or under one of the certificates just opened (the first download, or a rotation that
 * signs with the new certificate; a certificate signs only within its validity). Only then are they added; expired
 * ones are not. Resolves how many are new.
 */
export async function downloadPlatformCertificates(
  keys: PlatformKeyRing,
  merchant: Merchant,
  options: WechatPayHttpOptions & { now?: Date } = {},
): Promise<number> {
  const origin = options.apiOrigin ?? WECHATPAY_API;
  const res = await (options.fetch ?? fetch)(`${origin}${PATH}`, {
    headers: { Accept: 'application/json', Authorization: authorization(merchant, 'GET', PATH), 'User-Agent': 'concert-hall-api' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`WeChat Pay certificates answered ${res.status}: ${text.slice(0, 300)}`);
  const opened = ((JSON.parse(text) as CertificatesAnswer).data ?? []).map((item) => {
    if (!item.encrypt_certificate || !item.serial_no) throw new WechatPayAnswerForged('certificate entry incomplete');
    const certificate = new X509Certificate(decryptResource(merchant.apiV3Key, item.encrypt_certificate));
    if (certificate.serialNumber.toUpperCase() !== item.serial_no.toUpperCase())
      throw new WechatPayAnswerForged(`certificate serial ${item.serial_no} does not match its content`);
    return certificate;
  });
  const now = options.now ?? new Date();
  const valid = (c: X509Certificate) => new Date(c.validFrom) <= now && now <= new Date(c.validTo);
  const signed = signedHeaders(res.headers);
  const signer =
    signed &&
    (keys.keyOf(signed.serial, now) ??
      opened.find((c) => c.serialNumber.toUpperCase() === signed.serial.toUpperCase() && valid(c))?.publicKey);
  if (!signed || !signer || !signatureValid(signer, signed, text))
    throw new WechatPayAnswerForged('certificates answer failed its signature check');
  const before = new Set(keys.serials());
  const added = opened.map((c) => keys.addCertificate(c.toString(), now)).filter((s): s is string => !!s && !before.has(s));
  return added.length;
}
