import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export const members = pgTable('members', {
  id: id(),
  phone: text().notNull().unique(),
  passwordHash: text('password_hash'),
  name: text(),
  /** 1 male, 0 female, as in the profile payload. */
  sex: integer(),
  birthday: text(),
  /** Sealed (hall/platform/personal-data.ts). */
  idCard: text('id_card'),
  email: text(),
  connectTel: text('connect_tel'),
  industryId: integer('industry_id'),
  cardNo: text('card_no').notNull().unique(),
  level: integer().notNull().default(0),
  pointsBalance: integer('points_balance').notNull().default(0),
  /** Sum of paid orders in fen; the VIP level follows from it. */
  consumptionFen: integer('consumption_fen').notNull().default(0),
  vipExpiresAt: at('vip_expires_at'),
  /** The official-account openId (WeChat browser login; JSAPI payment needs it). */
  wxOpenId: text('wx_open_id').unique(),
  /** The website app's openId (QR login); WeChat gives each app its own openId for one person. */
  wxWebOpenId: text('wx_web_open_id').unique(),
  /** Shared by both apps when they belong to one open-platform account. */
  wxUnionId: text('wx_union_id').unique(),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: at('locked_until'),
  createdAt: createdAt(),
});

export const enterpriseUsers = pgTable('enterprise_users', {
  id: id(),
  phone: text().notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  companyName: text('company_name').notNull(),
  creditCode: text('credit_code'),
  contactName: text('contact_name'),
  email: text(),
  address: text(),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: at('locked_until'),
  createdAt: createdAt(),
});

/** Opaque access tokens, stored as SHA-256 hashes; loginType 1000 member, 1001 enterprise. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    loginType: integer('login_type').notNull(),
    memberId: integer('member_id'),
    enterpriseUserId: integer('enterprise_user_id'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_member_idx').on(t.memberId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    phone: text().notNull(),
    /** LOGIN, FORGET_PWD, REGISTER, REPLACE_PHONE, ENTERPRISE_* */
    codeType: text('code_type').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_phone_idx').on(t.phone, t.codeType, t.createdAt)],
);

/** The SMS sandbox's outbox; the real adapter records the provider's message id here too. */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  phone: text().notNull(),
  body: text().notNull(),
  code: text(),
  providerMessageId: text('provider_message_id'),
  createdAt: createdAt(),
});

export const slideChallenges = pgTable('slide_challenges', {
  id: text().primaryKey(),
  offsetX: integer('offset_x').notNull(),
  offsetY: integer('offset_y').notNull(),
  imageIndex: integer('image_index').notNull(),
  ticketHash: text('ticket_hash'),
  ticketExpiresAt: at('ticket_expires_at'),
  solvedAt: at('solved_at'),
  consumedAt: at('consumed_at'),
  expiresAt: at('expires_at').notNull(),
});

/** Fixed-window counters shared by every hall API instance (per phone, per address). */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer().notNull(),
});

export const receivers = pgTable(
  'receivers',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: text().notNull(),
    phone: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    county: text().notNull(),
    address: text().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  // At most one default address per member, whatever two requests do at once.
  (t) => [
    index('receivers_member_idx').on(t.memberId),
    uniqueIndex('receivers_one_default_uq')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Regular purchasers (buyers) named on real-name tickets. */
export const buyers = pgTable(
  'buyers',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: text().notNull(),
    certType: text('cert_type').notNull(),
    /** Sealed (hall/platform/personal-data.ts), like every identity number at rest. */
    certNo: text('cert_no').notNull(),
    /** The person's keyed hash (identityHash of the canonical number): one buyer per member and person. */
    certHash: text('cert_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('buyers_member_person_uq').on(t.memberId, t.certHash)],
);

export const stationLetters = pgTable(
  'station_letters',
  {
    id: id(),
    /** The member it is for; null for a venue renter's (enterpriseUserId). */
    memberId: integer('member_id').references(() => members.id),
    enterpriseUserId: integer('enterprise_user_id').references(() => enterpriseUsers.id),
    title: text().notNull(),
    enTitle: text('en_title'),
    body: text().notNull(),
    enBody: text('en_body'),
    /** A page of the site the letter points to (a path such as /myOrder?id=12), shown as a link beside its text: never markup in the body. */
    link: text(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('station_letters_member_idx').on(t.memberId, t.readAt),
    index('station_letters_enterprise_idx').on(t.enterpriseUserId, t.readAt),
  ],
);

/** Every change of a member's points; the balance on members is the running sum. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    delta: integer().notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text({
      enum: ['order_earn', 'order_spend', 'order_return', 'order_revoke', 'shop_spend', 'shop_return', 'gift', 'adjust'],
    }).notNull(),
    orderId: integer('order_id'),
    note: jsonb().$type<{ zh: string; en: string }>(),
    createdAt: createdAt(),
  },
  (t) => [index('point_ledger_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Text messages the hall owes a member (a waiting-list offer), written in the transaction that decided them and sent
 * after it by the periodic work (services/notices): a message leaves only for a change that committed, and a provider
 * that fails is tried again without undoing the change or holding a transaction open while it answers.
 */
export const smsNotices = pgTable(
  'sms_notices',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text().$type<'waitingListOffer'>().notNull(),
    values: jsonb().$type<Record<string, string>>().notNull(),
    locale: text({ enum: ['zh-CN', 'en-US'] }).notNull(),
    /** Taken by an instance to send until then: no two send it at once, and one that died is followed by another. */
    claimedUntil: at('claimed_until'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_notices_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
