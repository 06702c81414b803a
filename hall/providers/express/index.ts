import type { HallConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { createKuaidi100Express } from './kuaidi100';
import { createSandboxExpress } from './sandbox';
import type { ExpressProvider } from './types';

export function createExpressProvider(config: HallConfig, db: DbOrTx): ExpressProvider {
  if (config.EXPRESS_PROVIDER === 'sandbox') return createSandboxExpress(db);
  return createKuaidi100Express({ customer: config.KUAIDI100_CUSTOMER!, key: config.KUAIDI100_KEY!, endpoint: config.KUAIDI100_ENDPOINT });
}
