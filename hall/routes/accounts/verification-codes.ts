// POST /api/common/send_code, POST /api/common/check_code: member verification codes (§7 Codes) → services/accounts/send-code, verification-codes
import type { FastifyRequest } from 'fastify';
import { accountCalls as calls } from '@/lib/contract/account-calls';
import { addressOf, requireMember } from '../../auth';
import { localeOf, ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import { createSmsProvider } from '../../providers/sms';
import { sendMemberCode, type SendCodeContext } from '../../services/accounts/send-code';
import { checkCode } from '../../services/accounts/verification-codes';

export async function verificationCodeRoutes(app: HallApp) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;
  const sms = createSmsProvider(app.config, db);
  const context = (req: FastifyRequest): SendCodeContext => ({ db, sms, secret, locale: localeOf(req), address: addressOf(req) });

  // Public, except the codes that replace a member's phone or close the account: those need the member (checked below).
  handle(app, calls.sendCode, async (req) => {
    const payload = req.body;
    const memberId = payload.codeType === 'REPLACE_PHONE' || payload.codeType === 'CLOSE_ACCOUNT' ? requireMember(req) : null;
    await sendMemberCode(context(req), payload, memberId);
    return ok(null);
  });

  handle(app, calls.checkCode, async (req) => {
    const { phone, codeType, code } = req.body;
    await checkCode(db, phone, codeType, code, secret);
    return ok(null);
  });
}
