import { defineAddress } from './address';

// The addresses of the calls that the seat map and the waiting room make (pages kept free of zod: address.ts says how).
// Each call is defined from its address in its area's file.

/** The BFF's own: who is logged in in this browser (the header asks on every page). */
export const sessionAddress = defineAddress('GET', '/api/session');

/**
 * Where the payment providers send their signed notifications (the hall API's, in each provider's own protocol: not
 * calls of the site, which never forwards them).
 */
export const payNotifyAddresses = {
  alipay: defineAddress('POST', '/api/pay/notify/alipay'),
  wechat: defineAddress('POST', '/api/pay/notify/wechat'),
};

/** The BFF's own: starts a WeChat authorisation (`?kind=web|official`), a page the browser is sent to. */
export const wechatAuthorizeAddress = defineAddress('GET', '/api/wechat/authorize');

export const seatAddresses = { status: defineAddress('GET', '/api/session/:id/seat_status') };

export const cartAddresses = { add: defineAddress('POST', '/api/cart') };

/** The member's package cards that pay tickets of the session on the map. */
export const memberCardAddresses = { forSession: defineAddress('GET', '/api/member/card_ticket') };

export const waitingListAddresses = {
  mine: defineAddress('GET', '/api/waiting_list'),
  join: defineAddress('POST', '/api/waiting_list/join'),
};

/** The BFF's own calls for the waiting room (the pass lives in the browser's cookie, not in the page). */
export const roomAddresses = {
  standing: defineAddress('GET', '/api/waiting_room/standing'),
  join: defineAddress('POST', '/api/waiting_room/join'),
};

/** The coupon overlays and the calendar overlay of the public pages. */
export const couponAddresses = {
  activities: defineAddress('GET', '/api/code_promotion_activity'),
  forPerformance: defineAddress('GET', '/api/member_code_promotion/event'),
  mineForPerformance: defineAddress('GET', '/api/project/user_coupon'),
  claim: defineAddress('POST', '/api/member_code_promotion/send'),
};

export const calendarAddresses = { upcoming: defineAddress('GET', '/api/code_promotion_activity/activity') };

/** What the header and the footer learn once per visit (§3's session state): the features' flags, the tour, the brands. */
export const sessionStateAddresses = {
  packagesOpen: defineAddress('GET', '/api/fala_card/is_open'),
  welfare: defineAddress('GET', '/api/commonweal_ticket'),
  virtualTour: defineAddress('GET', '/api/vr_url'),
  brands: defineAddress('GET', '/api/brand/all'),
};
