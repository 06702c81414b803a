import type { HallConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { createAliyunSms } from './aliyun';
import { createSandboxSms } from './sandbox';
import type { SmsProvider } from './types';

export function createSmsProvider(config: HallConfig, db: DbOrTx): SmsProvider {
  if (config.SMS_PROVIDER === 'sandbox') return createSandboxSms(db);
  return createAliyunSms(
    {
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: config.ALIYUN_SMS_SIGN_NAME!,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
      noticeTemplates: { waitingListOffer: config.ALIYUN_SMS_OFFER_TEMPLATE_CODE! },
      endpoint: config.ALIYUN_SMS_ENDPOINT,
    },
    db,
  );
}
