// POST /api/common/send_code, POST /api/common/check_code: member verification codes (§7 Codes) → services/accounts/send-code, verification-codes
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkCodePayload, sendCodePayload } from '@/lib/contract/member';
import { addressOf, requireMember } from '../../auth';
import { localeOf, ok, parse } from '../../http';
import { createSmsProvider } from '../../providers/sms';
import { sendMemberCode, type SendCodeContext } from '../../services/accounts/send-code';
import { checkCode } from '../../services/accounts/verification-codes';

export async function verificationCodeRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const secret = app.config.SIGN_SECRET;
  const sms = createSmsProvider(app.config, db);
  const context = (req: FastifyRequest): SendCodeContext => ({ db, sms, secret, locale: localeOf(req), address: addressOf(req) });

  app.post('/api/common/send_code', async (req) => {
    const payload = parse(sendCodePayload, req.body);
    const memberId = payload.codeType === 'REPLACE_PHONE' ? requireMember(req) : null;
    await sendMemberCode(context(req), payload, memberId);
    return ok(null);
  });

  app.post('/api/common/check_code', async (req) => {
    const { phone, codeType, code } = parse(checkCodePayload, req.body);
    await checkCode(db, phone, codeType, code, secret);
    return ok(null);
  });
}
