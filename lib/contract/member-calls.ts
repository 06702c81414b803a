import { z } from 'zod';
import { defineCall, defineDownload, nothing } from './call';
import { idParam } from './common';
import { closeAccountPayload, closeCheck } from './data-rights';
import { pageQuery, paged } from './envelope';
import { feedbackPayload, feedbackReceipt } from './feedback';
import { buyer, buyerPayload, memberDetail, receiver, receiverPayload, replacePhonePayload, resetPasswordPayload } from './member';
import { memberActivityQuery, memberActivityView } from './member-activities';
import { pointLogPage, replacePhoneDone, replacePhoneTicket, stationLetterPage, unreadCount } from './member-center';

/**
 * The personal member's calls (§7 Membership, and ours beside them), as values (docs/architecture.md, "Calls as
 * values"): the profile, regular purchasers, delivery addresses, points, station letters, activity sign-ups and
 * feedback. The payloads and answers are described in member.ts, member-center.ts and their neighbours.
 */
const member = { access: 'member' } as const;

export const memberCalls = {
  detail: defineCall({ method: 'GET', path: '/api/member/detail', summary: 'The member’s profile', ...member, answer: memberDetail }),
  activities: defineCall({
    method: 'GET',
    path: '/api/member/activity',
    summary: 'The member’s activity sign-ups, coming or past',
    ...member,
    query: memberActivityQuery,
    answer: paged(memberActivityView),
  }),
  pointLog: defineCall({
    method: 'GET',
    path: '/api/member/point_list',
    summary: 'The member’s points, change by change, a page',
    ...member,
    query: pageQuery,
    answer: pointLogPage,
  }),
  changePassword: defineCall({
    method: 'PUT',
    path: '/api/member/reset_password',
    summary: 'Changes the password; other sessions end',
    ...member,
    body: resetPasswordPayload,
    answer: nothing,
  }),
  /** Step 1 answers the step ticket, step 2 the new phone, masked. */
  replacePhone: defineCall({
    method: 'POST',
    path: '/api/member/replace_phone',
    summary: 'Changes the login phone: step 1 proves the old one, step 2 the new',
    ...member,
    body: replacePhonePayload,
    answer: z.union([replacePhoneTicket, replacePhoneDone]),
  }),
};

/**
 * The member's rights over their data (ours, PIPL art. 45, 47): a copy of it, and closing the account. The BFF serves
 * the closing's address itself (app/api/member/close_account) and passes the hall's answer on, signing this browser
 * out once the account is closed.
 */
export const dataRightsCalls = {
  personalData: defineDownload({
    method: 'GET',
    path: '/api/member/personal_data',
    summary: 'The member’s personal data, everything the hall keeps of theirs, as a JSON file',
    ...member,
    answer: 'file',
  }),
  check: defineCall({
    method: 'GET',
    path: '/api/member/close_account',
    summary: 'Why the member’s account cannot be closed now (none: it can)',
    ...member,
    answer: closeCheck,
  }),
  close: defineCall({
    method: 'POST',
    path: '/api/member/close_account',
    summary: 'Closes the member’s account with a CLOSE_ACCOUNT code: the person erased, the orders kept, every session ended',
    ...member,
    body: closeAccountPayload,
    answer: nothing,
  }),
};

/** Regular purchasers (real name and certificate; the number comes masked). */
export const buyerCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/member/buyer',
    summary: 'The member’s regular purchasers',
    ...member,
    answer: buyer.array(),
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/member/buyer',
    summary: 'Adds a regular purchaser (real name and certificate)',
    ...member,
    body: buyerPayload,
    answer: buyer,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/member/buyer/:id',
    summary: 'Deletes a regular purchaser',
    ...member,
    params: idParam,
    answer: nothing,
  }),
};

/** Delivery addresses (the points shop's parcels), the default first. */
export const receiverCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/member/receiver',
    summary: 'The member’s delivery addresses',
    ...member,
    answer: receiver.array(),
  }),
  one: defineCall({
    method: 'GET',
    path: '/api/member/receiver/:id',
    summary: 'One delivery address',
    ...member,
    params: idParam,
    answer: receiver,
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/member/receiver',
    summary: 'Adds a delivery address',
    ...member,
    body: receiverPayload,
    answer: receiver,
  }),
  change: defineCall({
    method: 'PUT',
    path: '/api/member/receiver',
    summary: 'Changes a delivery address',
    ...member,
    body: receiver,
    answer: receiver,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/member/receiver/:id',
    summary: 'Deletes a delivery address',
    ...member,
    params: idParam,
    answer: nothing,
  }),
};

/**
 * Station letters: a member's, and (ours) a venue renter's, the letters of their projects' steps, under
 * /api/enterpriseuser. The mark-read calls answer the new unread count.
 */
export const memberLetterCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/member/station_letter',
    summary: 'The member’s station letters, a page',
    ...member,
    query: pageQuery,
    answer: stationLetterPage,
  }),
  unread: defineCall({
    method: 'GET',
    path: '/api/member/station_letter_num',
    summary: 'How many station letters are unread',
    ...member,
    answer: unreadCount,
  }),
  readAll: defineCall({
    method: 'PUT',
    path: '/api/member/station_letter/read_all',
    summary: 'Marks every station letter read',
    ...member,
    answer: unreadCount,
  }),
  read: defineCall({
    method: 'PUT',
    path: '/api/member/station_letter/:id/read',
    summary: 'Marks one station letter read',
    ...member,
    params: idParam,
    answer: unreadCount,
  }),
};

const enterprise = { access: 'enterprise' } as const;

export const enterpriseLetterCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/enterpriseuser/station_letter',
    summary: 'The venue renter’s station letters, a page',
    ...enterprise,
    query: pageQuery,
    answer: stationLetterPage,
  }),
  unread: defineCall({
    method: 'GET',
    path: '/api/enterpriseuser/station_letter_num',
    summary: 'How many station letters are unread',
    ...enterprise,
    answer: unreadCount,
  }),
  readAll: defineCall({
    method: 'PUT',
    path: '/api/enterpriseuser/station_letter/read_all',
    summary: 'Marks every station letter read',
    ...enterprise,
    answer: unreadCount,
  }),
  read: defineCall({
    method: 'PUT',
    path: '/api/enterpriseuser/station_letter/:id/read',
    summary: 'Marks one station letter read',
    ...enterprise,
    params: idParam,
    answer: unreadCount,
  }),
};

/** Whose letters a page shows, by the base of their addresses (the venue renter's page passes its own). */
export const letterCallsByBase = { '/api/member': memberLetterCalls, '/api/enterpriseuser': enterpriseLetterCalls } as const;
export type LetterBase = keyof typeof letterCallsByBase;
/** The letters' calls of a base; the member's when none is given. */
export const lettersOf = (base?: LetterBase) => (base ? letterCallsByBase[base] : memberLetterCalls);

export const feedbackCalls = {
  send: defineCall({
    method: 'POST',
    path: '/api/feedback',
    summary: 'Sends the hall a message (slide puzzle solved; a few an hour per address)',
    access: 'public',
    body: feedbackPayload,
    answer: feedbackReceipt,
  }),
};
