import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { members } from './members';

/** Points-shop goods: type 0 cultural goods, 1 catering. */
export const goods = pgTable('goods', {
  id: id(),
  type: integer().notNull(),
  name: text().notNull(),
  enName: text('en_name'),
  summary: text(),
  body: text(),
  image: text().notNull(),
  pointPrice: integer('point_price').notNull(),
  priceFen: integer('price_fen').notNull().default(0),
  stock: integer().notNull(),
  sold: integer().notNull().default(0),
  limitPerMember: integer('limit_per_member').notNull().default(5),
  isRecommend: boolean('is_recommend').notNull().default(false),
  /** Goods sold alongside a performance (§7 /api/project/event_goods). */
  performanceIds: jsonb('performance_ids').$type<number[]>().notNull().default([]),
  visible: boolean().notNull().default(true),
});

export const packageCards = pgTable('package_cards', {
  id: id(),
  name: text().notNull(),
  enName: text('en_name'),
  body: text().notNull(),
  priceFen: integer('price_fen').notNull(),
  ticketCount: integer('ticket_count').notNull(),
  saleFrom: at('sale_from').notNull(),
  saleTo: at('sale_to').notNull(),
  stock: integer().notNull(),
  sold: integer().notNull().default(0),
});

export const memberPackageCards = pgTable('member_package_cards', {
  id: id(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  packageCardId: integer('package_card_id')
    .notNull()
    .references(() => packageCards.id),
  orderId: integer('order_id').notNull(),
  remaining: integer().notNull(),
  createdAt: createdAt(),
});
