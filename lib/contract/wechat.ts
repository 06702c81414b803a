import { z } from 'zod';
import { loginResult, phone, smsCode } from './member';

/**
 * §7 Social login: POST /api/member/wx_login (website QR login) and /api/member/public_login (official-account
 * login inside WeChat) take the code and state of the OAuth redirect; POST /api/member/wx_bind ties that WeChat
 * identity to a phone (overlay mode 3). The state is checked by the BFF against the value it put in the
 * authorisation URL; the hall API only passes it through.
 */
export const wxLoginPayload = z.object({
  code: z.string().trim().min(1, 'errors.authFailed').max(200),
  state: z.string().max(200).optional(),
});

/** A WeChat identity not yet bound to a member: the overlay goes to mode 3 with this ticket. */
export const wxBindRequired = z.object({ bindRequired: z.literal(true), bindTicket: z.string() });
export const wxLoginAnswer = z.union([loginResult, wxBindRequired]);
export type WxLoginAnswer = z.infer<typeof wxLoginAnswer>;

/** POST /api/member/wx_bind: the code is a LOGIN code sent to that phone. */
export const wxBindPayload = z.object({ bindTicket: z.string().min(10).max(200), phone, code: smsCode });

/** GET /api/member/wx_authorize_url (ours): where the pop-up or the WeChat browser goes to authorise. */
export const wxAuthorizeQuery = z.object({
  kind: z.enum(['web', 'official']),
  redirect_uri: z.url().max(500),
  state: z.string().max(200).default(''),
});
export const wxAuthorizeUrl = z.object({ url: z.string() });
