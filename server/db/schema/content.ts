import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BANNER_IMAGE_TYPES, BANNER_PLACEMENTS } from '../../../schemas/content';
import { timestamps } from './columns';

/** Banners of the admin left menu (LNB) and top (GNB). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  placement: text('placement', { enum: BANNER_PLACEMENTS }).notNull(),
  type: text('type').notNull(),
  pcWeb: text('pc_web').notNull(),
  alt: text('alt').notNull(),
  link: text('link').notNull(),
  targetNew: boolean('target_new').notNull().default(false),
  bannerImageType: text('banner_image_type', { enum: BANNER_IMAGE_TYPES }).notNull().default('DEFAULT'),
  tag: text('tag'),
  sort: integer('sort').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  ...timestamps,
});

/** Categories of the partner-service (feat-paper) menu. */
export const menuCategories = pgTable('menu_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/** Partner services shown in the left menu (menu management). */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  categoryCode: text('category_code')
    .notNull()
    .references(() => menuCategories.code),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  serviceName: text('service_name').notNull(),
  subName: text('sub_name').notNull().default(''),
  url: text('url').notNull(),
  key: text('key').notNull().unique(),
  iconImageUrl: text('icon_image_url').notNull(),
  toolTipImageUrl: text('tool_tip_image_url'),
  code: text('code').notNull(),
  openWindow: boolean('open_window').notNull().default(false),
  visible: boolean('visible').notNull().default(true),
  ...timestamps,
});

/** Named constants served by GET /homepage/v2/constants/{name}. */
export const constants = pgTable('constants', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});
