// A merchant of each provider for the hall API's route tests, with keys made here: the real Alipay and WeChat Pay
// adapters, and notifications signed as each provider signs them. WeChat Pay's platform certificates are made with
// openssl (node:crypto reads X.509 but cannot sign it).
import { createCipheriv, createSign, generateKeyPairSync, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAlipay, type AlipaySettings } from '../alipay';
import { createWechatPay, type WechatPayOptions, type WechatPaySettings } from '../wechatpay';
import type { ConfiguredKey } from '../wechatpay-keys';

const pkcs8 = (key: KeyObject) => key.export({ format: 'pem', type: 'pkcs8' }).toString();
const spki = (key: KeyObject) => key.export({ format: 'pem', type: 'spki' }).toString();
const rsaSign = (message: string, key: KeyObject) => createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');

export type PlatformCertificate = { pem: string; serial: string; privateKey: KeyObject; notBefore: Date; notAfter: Date };

/** A WeChat Pay platform certificate valid from now for `days` days, and the key it certifies. */
export function platformCertificate(days: number): PlatformCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'hall-platform-certificate-'));
  try {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(path.join(dir, 'key.pem'), pkcs8(privateKey));
    // WeChat Pay's serials are 40 hex digits; a leading 1 keeps the number positive and its digits as written.
    const serial = `1${randomBytes(20).toString('hex').slice(1)}`.toUpperCase();
    const request = ['req', '-x509', '-key', 'key.pem', '-out', 'cert.pem', '-subj', '/O=Tenpay.com/CN=Tenpay'];
    execFileSync('openssl', [...request, '-days', String(days), '-set_serial', `0x${serial}`], { cwd: dir, stdio: 'ignore' });
    const pem = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    const certificate = new X509Certificate(pem);
    return {
      pem,
      serial: certificate.serialNumber.toUpperCase(),
      privateKey,
      notBefore: new Date(certificate.validFrom),
      notAfter: new Date(certificate.validTo),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- Alipay ----

const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const ALIPAY_TEST: AlipaySettings = {
  appId: '2021000000000001',
  privateKey: pkcs8(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
  alipayPublicKey: spki(alipayKeys.publicKey),
  sellerId: '2088000000000001',
  gateway: 'https://openapi.alipay.com/gateway.do',
  notifyUrl: 'https://hall.example/api/pay/notify/alipay',
};

export const testAlipay = () => createAlipay(ALIPAY_TEST);

/** Alipay's asynchronous notification: form-encoded, RSA2 over the sorted fields without sign and sign_type. */
export function alipayNotification(fields: Record<string, string | undefined> = {}) {
  const all = Object.fromEntries(
    Object.entries({
      notify_time: '2026-03-01 16:05:00',
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(12).toString('hex'),
      app_id: ALIPAY_TEST.appId,
      seller_id: ALIPAY_TEST.sellerId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: `2026030122001${randomBytes(8).toString('hex')}`,
      out_trade_no: 'H202603010000000001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '123.45',
      gmt_payment: '2026-03-01 16:04:59',
      ...fields,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const content = Object.keys(all)
    .sort()
    .map((key) => `${key}=${all[key]}`)
    .join('&');
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ ...all, sign: rsaSign(content, alipayKeys.privateKey), sign_type: 'RSA2' }).toString(),
  };
}

// ---- WeChat Pay ----

export const WECHATPAY_TEST = { appId: 'wx00000000000000a1', mchId: '1900000109', apiV3Key: 'a3f0c1d2e4b5a6978899aabbccddeeff' };

/** The WeChat Pay public key newer merchants get (no validity), under its ID. */
export const wechatPublicKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const WECHATPAY_PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092026030100000001';

export function testWechatPay(platformKeys: ConfiguredKey[] = [], options: WechatPayOptions = {}) {
  const settings: WechatPaySettings = {
    ...WECHATPAY_TEST,
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: pkcs8(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
    platformKeys: [{ key: spki(wechatPublicKey.publicKey), serial: WECHATPAY_PUBLIC_KEY_ID }, ...platformKeys],
    notifyUrl: 'https://hall.example/api/pay/notify/wechat',
  };
  return createWechatPay(settings, options);
}

/** A transaction as WeChat Pay reports it, paid. */
export const wechatTransaction = (fields: object = {}) => ({
  mchid: WECHATPAY_TEST.mchId,
  appid: WECHATPAY_TEST.appId,
  out_trade_no: 'H202603010000000002',
  transaction_id: `42000000002026030${randomBytes(6).toString('hex')}`,
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  success_time: '2026-03-01T16:04:59+08:00',
  amount: { total: 12345, payer_total: 12345, currency: 'CNY', payer_currency: 'CNY' },
  ...fields,
});

type Signer = { key: KeyObject; serial: string; at?: Date };

/** A notification as WeChat Pay posts it: the transaction sealed with the API v3 key, the body signed by `signer`. */
export function wechatNotification(
  tx: object = wechatTransaction(),
  { key, serial, at = new Date() }: Signer = { key: wechatPublicKey.privateKey, serial: WECHATPAY_PUBLIC_KEY_ID },
) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(WECHATPAY_TEST.apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tx)), cipher.final(), cipher.getAuthTag()]);
  const rawBody = JSON.stringify({
    id: `EV-${randomBytes(8).toString('hex')}`,
    create_time: '2026-03-01T16:05:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: 'OK',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: 'transaction',
      nonce,
    },
  });
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signatureNonce = randomBytes(16).toString('hex');
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': signatureNonce,
      'wechatpay-signature': rsaSign(`${timestamp}\n${signatureNonce}\n${rawBody}\n`, key),
      'wechatpay-serial': serial,
    },
    rawBody,
  };
}
