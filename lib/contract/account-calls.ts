import { z } from 'zod';
import { defineCall, defineDownload, nothing } from './call';
import {
  enterpriseBackPasswordPayload,
  enterpriseDetail,
  enterpriseLoginPayload,
  enterpriseRegisterPayload,
  enterpriseSendCodePayload,
  enterpriseUpdatePayload,
} from './enterprise';
import {
  backPasswordPayload,
  checkCodePayload,
  loginPayload,
  loginResult,
  perfectInfoPayload,
  registerPayload,
  sendCodePayload,
} from './member';
import { slideChallenge, slideChallengeQuery, slideImageQuery, slideVerifyPayload, slideVerifyResult } from './slide';
import { wxBindPayload, wxBindRequired, wxLoginAnswer, wxLoginPayload } from './wechat';
import { sessionAddress } from './addresses';

/**
 * The calls of a personal account before and around its login (§7 Codes, Membership, Social login), as values
 * (docs/architecture.md, "Calls as values"): the slide puzzle, the verification codes, a forgotten password, and
 * the WeChat logins. Login, register and personal information are signed by the BFF and stay routes of their own.
 */
export const accountCalls = {
  slideImage: defineDownload({
    method: 'GET',
    path: '/api/common/slide_image',
    summary: 'The hole of a slide puzzle, a PNG laid over its picture',
    access: 'public',
    query: slideImageQuery,
    answer: 'image',
  }),
  slideChallenge: defineCall({
    method: 'GET',
    path: '/api/common/slide_challenge',
    summary: 'A new slide puzzle (limited per address)',
    access: 'public',
    query: slideChallengeQuery,
    answer: slideChallenge,
  }),
  slideVerify: defineCall({
    method: 'POST',
    path: '/api/common/slide_verify',
    summary: 'Checks a slide puzzle’s answer; a solved one gives a ticket',
    access: 'public',
    body: slideVerifyPayload,
    answer: slideVerifyResult,
  }),
  /** Public, except the codes that replace a member's phone or close the account: those need the member. */
  sendCode: defineCall({
    method: 'POST',
    path: '/api/common/send_code',
    summary: 'Sends a member verification code by SMS',
    access: 'public',
    body: sendCodePayload,
    answer: nothing,
  }),
  checkCode: defineCall({
    method: 'POST',
    path: '/api/common/check_code',
    summary: 'Checks a code without spending it',
    access: 'public',
    body: checkCodePayload,
    answer: nothing,
  }),
  backPassword: defineCall({
    method: 'PUT',
    path: '/api/member/back_password',
    summary: 'Sets a new password with a verification code',
    access: 'public',
    body: backPasswordPayload,
    answer: nothing,
  }),
  wxLogin: defineCall({
    method: 'POST',
    path: '/api/member/wx_login',
    summary: 'Logs in with a WeChat website-login code',
    access: 'public',
    body: wxLoginPayload,
    answer: wxLoginAnswer,
  }),
  publicLogin: defineCall({
    method: 'POST',
    path: '/api/member/public_login',
    summary: 'Logs in with a WeChat official-account code',
    access: 'public',
    body: wxLoginPayload,
    answer: wxLoginAnswer,
  }),
  wxBind: defineCall({
    method: 'POST',
    path: '/api/member/wx_bind',
    summary: 'Binds a WeChat identity to a member (code, phone and password)',
    access: 'public',
    body: wxBindPayload,
    answer: loginResult,
  }),
};

/**
 * A venue-rental account's codes, login and forgotten password (§7 Enterprise); its company's calls belong to the
 * venue-rental area.
 */
export const enterpriseAccountCalls = {
  sendCode: defineCall({
    method: 'POST',
    path: '/api/enterpriseuser/send_code',
    summary: 'Sends a verification code to a venue-rental phone',
    access: 'public',
    body: enterpriseSendCodePayload,
    answer: nothing,
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/enterpriseuser/login',
    summary: 'Logs a venue-rental account in',
    access: 'public',
    body: enterpriseLoginPayload,
    answer: loginResult,
  }),
  backPassword: defineCall({
    method: 'PUT',
    path: '/api/enterpriseuser/back_password',
    summary: 'Sets a new password with a verification code',
    access: 'public',
    body: enterpriseBackPasswordPayload,
    answer: nothing,
  }),
  /** Signed in by the answer: the BFF keeps its token (siteEnterpriseCalls.register is the browser's). */
  register: defineCall({
    method: 'POST',
    path: '/api/enterpriseuser/register',
    summary: 'Registers a venue-rental account',
    access: 'public',
    body: enterpriseRegisterPayload,
    answer: loginResult,
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/enterpriseuser/register/update',
    summary: 'Updates the company of the account',
    access: 'enterprise',
    body: enterpriseUpdatePayload,
    answer: enterpriseDetail,
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/enterpriseuser/rent/detail',
    summary: 'The account and its company',
    access: 'enterprise',
    answer: enterpriseDetail,
  }),
};

/** A login as the browser reads it: the BFF keeps the token in the session cookie (docs/architecture.md, "Sessions"). */
const siteLogin = loginResult.omit({ token: true });

/**
 * The BFF's own calls of a personal account (app/api/…), as the browser makes them: the BFF signs login, register
 * and personal information with the secret the browser never sees, checks the WeChat state, and keeps the token in
 * its HttpOnly cookie, answering without it.
 */
export const siteAccountCalls = {
  /** Who is logged in, from the cookie alone (null: nobody). */
  session: defineCall({
    ...sessionAddress,
    summary: 'Who is logged in in this browser',
    access: 'public',
    answer: z.object({ loginType: z.number().nullable() }),
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/member/login',
    summary: 'Logs a member in with a password or a code; the token stays in the session cookie',
    access: 'public',
    body: loginPayload.omit({ sign: true }),
    answer: siteLogin,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/member/register',
    summary: 'Registers a member with a verification code; the token stays in the session cookie',
    access: 'public',
    body: registerPayload.omit({ sign: true }),
    answer: siteLogin,
  }),
  enterpriseLogin: defineCall({
    method: 'POST',
    path: '/api/enterpriseuser/login',
    summary: 'Logs a venue-rental account in; the token stays in the session cookie',
    access: 'public',
    body: enterpriseLoginPayload,
    answer: siteLogin,
  }),
  /** Either account kind; the cookie goes whatever the hall API answers. */
  logout: defineCall({
    method: 'POST',
    path: '/api/member/logout',
    summary: 'Logs out of this browser',
    access: 'public',
    body: z.object({}),
    answer: nothing,
  }),
  enterpriseLogout: defineCall({
    method: 'POST',
    path: '/api/enterpriseuser/logout',
    summary: 'Logs the venue-rental account out of this browser',
    access: 'public',
    body: z.object({}),
    answer: nothing,
  }),
  perfectInfo: defineCall({
    method: 'POST',
    path: '/api/member/perfect_info',
    summary: 'Completes the member’s information (signed by the BFF)',
    access: 'member',
    body: perfectInfoPayload.omit({ sign: true }),
    answer: nothing,
  }),
  /** The state of the OAuth redirect is checked by the BFF against its cookie. */
  wxLogin: defineCall({
    method: 'POST',
    path: '/api/member/wx_login',
    summary: 'Logs in with a WeChat website-login code; the token stays in the session cookie',
    access: 'public',
    body: wxLoginPayload,
    answer: z.union([siteLogin, wxBindRequired]),
  }),
  publicLogin: defineCall({
    method: 'POST',
    path: '/api/member/public_login',
    summary: 'Logs in with a WeChat official-account code; the token stays in the session cookie',
    access: 'public',
    body: wxLoginPayload,
    answer: z.union([siteLogin, wxBindRequired]),
  }),
  wxBind: defineCall({
    method: 'POST',
    path: '/api/member/wx_bind',
    summary: 'Binds a WeChat identity to a phone; the token stays in the session cookie',
    access: 'public',
    body: wxBindPayload,
    answer: siteLogin,
  }),
};
