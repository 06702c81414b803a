// Signed samples and test vectors published by the payment providers themselves, copied verbatim from their official
// SDKs' tests so that the adapters are checked against material no one here wrote. Each names its source; none is a
// secret (they are published test keys and notifications).

/**
 * Alipay: a genuine TRADE_SUCCESS notification and the Alipay public key that verifies it.
 * Source: alipay/alipay-sdk-nodejs-all, tag v4.14.0 (commit e167639, the version installed here), test/alipay.test.ts,
 * "checkNotifySign(), checkNotifySignV2() › verify sign should delete sign_type › with sign_type arguments verify
 * success". Licence: MIT (package.json "license": "MIT"; LICENSE.txt).
 * `fund_bill_list` is an array in that test; Alipay posts it as the JSON text below, which is what was signed.
 */
export const ALIPAY_SAMPLE = {
  alipayPublicKey:
    'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB',
  appId: '2019073166072302',
  sellerId: '2088531891668739',
  notification: {
    gmt_create: '2019-08-15 15:56:22',
    charset: 'utf-8',
    seller_email: 'z97-yuquerevenue@service.aliyun.com',
    subject: '语雀空间 500人规模',
    sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
    buyer_id: '2088102534368455',
    invoice_amount: '0.10',
    notify_id: '2019081500222155624068450559358070',
    fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '0.10',
    buyer_pay_amount: '0.10',
    sign_type: 'RSA2',
    app_id: '2019073166072302',
    seller_id: '2088531891668739',
    gmt_payment: '2019-08-15 15:56:24',
    notify_time: '2019-08-15 15:56:25',
    version: '1.0',
    out_trade_no: '20190815155618536-564-57',
    total_amount: '0.10',
    trade_no: '2019081522001468450512505578',
    auth_app_id: '2019073166072302',
    buyer_logon_id: 'xud***@126.com',
    point_amount: '0.00',
  } as Record<string, string>,
};

/**
 * WeChat Pay: a genuine signed notification (a PayScore event, RSA-SHA256 over "timestamp\nnonce\nbody\n") and the
 * platform certificate that verifies it, at the moment it was signed (1624523846 = 2021-06-24T08:37:26Z).
 * Source: wechatpay-apiv3/wechatpay-go, commit 6dbd7ce (v0.2.21), core/notify/notify_test.go,
 * TestHandler_ParseNotifyRequest. Licence: Apache-2.0 (LICENSE). Its resource is sealed with a 16-byte test key
 * ("testMchAPIv3Key0", AES-128-GCM), which the real API never uses; the plaintext is kept to check that seal here.
 */
export const WECHATPAY_NOTIFY_SAMPLE = {
  certificate: `-----BEGIN CERTIFICATE-----
MIIDVzCCAj+gAwIBAgIJANfOWdH1ItcBMA0GCSqGSIb3DQEBCwUAMEIxCzAJBgNV
BAYTAlhYMRUwEwYDVQQHDAxEZWZhdWx0IENpdHkxHDAaBgNVBAoME0RlZmF1bHQg
Q29tcGFueSBMdGQwHhcNMjEwNDI3MDg1NTIzWhcNMzEwNDI1MDg1NTIzWjBCMQsw
CQYDVQQGEwJYWDEVMBMGA1UEBwwMRGVmYXVsdCBDaXR5MRwwGgYDVQQKDBNEZWZh
dWx0IENvbXBhbnkgTHRkMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA
2VCTd91fnUn73Xy9DLvt/V62TVxRTEEstVdeRaZ3B3leO0pldE806mXO4RwdHXag
HQ4vGeZN0yqm++rDsGK+U3AH7kejyD2pXshNP9Cq5YwbptiLGtjcquw4HNxJQUOm
DeJf2vg6byms9RUipiq4SzbJKqJFlUpbuIPDpSpWz10PYmyCNeDGUUK65E5h2B83
4uxl1zNLYQCrkdBzb8oUxwYeP5a2DNxmjL5lsJML7DGr5znsevnoqGRwTm9fxCGf
y8wus7hwKz6clt3Whmmda7UAdb1c08hEQFVRbF14AR73xbnd8N0obCWJPCbzMCtk
aSef4FdEEgEXJiw0VAJT8wIDAQABo1AwTjAdBgNVHQ4EFgQUT1c7nd/SUO76HSoZ
umNUJv1R5PwwHwYDVR0jBBgwFoAUT1c7nd/SUO76HSoZumNUJv1R5PwwDAYDVR0T
BAUwAwEB/zANBgkqhkiG9w0BAQsFAAOCAQEAfTjxKRQMzNB/U6ZoCUS+BSNfa2Oh
0plMN6ZuzwiVVZwg1jywvv5yv04koS7Pd4i9E4gt9ZBUQXlpq+A3oOCEEHNRR6b2
kyazGRM7s0OP5X21WrbpSmKmU6K7hkfx30yYs08LVs/Q8DIhvaj1FCFeJzUCzYn/
fHMq4tsbKO0dKAeydPM/nrUZBmaYQVKMVOORGLFjFKVO7JV6Kq/R86ouhjEPgJOe
2xulNBUcjicqtZlBdEh/PWCYP2SpGVDclKm8jeo175T3EVAkdKzzmfpxtMmnMlmq
cTJOU9TxuGvNASMtjj7pYIerTx+xgZDXEVBWFW9PjJ0TV06tCRsgSHItgg==
-----END CERTIFICATE-----`,
  serial: 'D7CE59D1F522D701',
  signedAt: 1624523846,
  headers: {
    'content-type': 'application/json',
    'wechatpay-nonce': 'EcZ9Cmy4Xyx1i6RlJQzLcCyEqDa26NBz',
    'wechatpay-timestamp': '1624523846',
    'wechatpay-serial': 'D7CE59D1F522D701',
    'wechatpay-signature':
      'tJHIiIS9eB2hAYstmAmbbD3ZE5LiIm/Ug5tuL4fC0YOFRWIHV39UFIZXC0e9Wl6lBu6sKvkqDkzpqzBsVHyXFlbYZTOQrVdG4b6LfTnK4mikv9++ixJMd3vTf2yCqvBkh98zs3Ds5zsYQakzbcwhmw4fMJs4nPLws28H0UW9FjDR//rxELLwXvV1VEA1IBLX70xptjL8hrfUjEE8kkry6yNJTHZRU8CAc7qHli2Ng1V1qb9ARbK8A3ThmFmPQvRGrapI/jS2laKKgYUmfdEdkNO6B2Cke5e8VTxY406ArAmQ90GAihDwIcb16TQMnzCMBoutnwZKNiKRACrFmtxw2Q==',
  },
  body: '{"id":"3119dfba-e649-5eec-ab1e-3412bc4d2e17","create_time":"2021-06-24T16:37:26+08:00","resource_type":"encrypt-resource","event_type":"PAYSCORE.USER_OPEN_SERVICE","summary":"签约成功","resource":{"original_type":"payscore","algorithm":"AEAD_AES_256_GCM","ciphertext":"YDS3lKPaC4Y52Gf3uhft5qUBlIa8b428AWTtTauHQfQrRw+X1WpiuHIDy0vo1Vd6VEq67aVyqPdDYMkRVSDaZL3iZttevRMOoPKMifozg6XPWjIZumks/GpT48lI4NizyeaqLBokNebthah3o1H76qSlO9NkDjp9bzmKLEYYH9TEklFUpsvPqOTOcgSLgh21YJXYR7dEBXFgRLiNIKRgO5JdXh1hccRUAlyVWxE54PXpnQ==","associated_data":"payscore","nonce":"Kj7QIyUiYx1q"}}',
  testApiV3Key: 'testMchAPIv3Key0',
  plaintext:
    '{"mchid":"1234567890","appid":"054aa7d7a2a54ab5898df65bd96f001c","create_time":"2020-06-30T12:12:00+08:00","out_contract_code":"21640bdbd08e473e828f3206a2741c6e"}',
};

/**
 * WeChat Pay: the AEAD_AES_256_GCM vector of the official Java SDK (API v3 resources are sealed this way).
 * Source: wechatpay-apiv3/wechatpay-java, commit 1dab7be (v0.2.17), core/src/test/java/com/wechat/pay/java/core/
 * cipher/AeadAesCipherTest.java, with API_V3_KEY from core/model/TestConfig.java. Licence: Apache-2.0 (LICENSE).
 */
export const WECHATPAY_AES_VECTOR = {
  apiV3Key: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb',
  associatedData: 'associatedData',
  nonce: 'uluk4a9R25RW',
  ciphertext: 'ulwSiIajGClcvcOYvOQ7+l+0PAbzzwI=',
  plaintext: 'message',
};
