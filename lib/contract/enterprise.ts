import { z } from 'zod';
import { creditCodeProblem } from '@/lib/validation';
import { password, phone, slideTicket, smsCode } from './member';

/** §5 venue-rental login: phone and password (at least 8), inputs trimmed. */
export const enterpriseLoginPayload = z.object({
  phone,
  type: z.literal('PASSWORD').default('PASSWORD'),
  password: z.string().trim().min(8, 'errors.passwordTooShort').max(32),
  ticket: slideTicket.optional(),
});
/** SIGN: a logged-in renter signing a contract, to the account's own phone. */
export const enterpriseCodeType = z.enum(['REGISTER', 'FORGET_PWD', 'SIGN']);
export const enterpriseSendCodePayload = z.object({ phone, codeType: enterpriseCodeType, ticket: slideTicket.optional() });

const company = {
  companyName: z.string().trim().min(2, 'errors.companyRequired').max(100),
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      const problem = creditCodeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'check' ? 'errors.creditCodeCheck' : 'errors.creditCodeFormat' });
    }),
  contactName: z.string().trim().min(1, 'errors.nameRequired').max(50),
  email: z.string().trim().email('errors.emailFormat'),
  address: z.string().trim().max(200).optional(),
};

/** POST /api/enterpriseuser/register. */
export const enterpriseRegisterPayload = z
  .object({ phone, code: smsCode, password, password1: z.string(), ...company })
  .refine((p) => p.password === p.password1, { path: ['password1'], message: 'errors.passwordMismatchEnterprise' });
/** POST /api/enterpriseuser/register/update (behind /siteModify). */
export const enterpriseUpdatePayload = z.object(company);
/** PUT /api/enterpriseuser/back_password. */
export const enterpriseBackPasswordPayload = z
  .object({ phone, code: smsCode, password, password1: z.string() })
  .refine((p) => p.password === p.password1, { path: ['password1'], message: 'errors.passwordMismatchEnterprise' });

export const enterpriseDetail = z.object({
  phone: z.string(),
  companyName: z.string(),
  creditCode: z.string().nullable(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});
export type EnterpriseDetail = z.infer<typeof enterpriseDetail>;
