import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REJECT_REASONS, SIGNUP_STATUSES } from '../../../schemas/signup';
import { timestamps } from './columns';
import { companies } from './companies';
import { companyMembers } from './members';

/**
 * Verification codes of sign-up, by e-mail and by phone. Only hashes are kept: of the code (with its
 * channel and target) and, once the code was verified, of the token the final step presents. A code
 * lives 3 minutes and 5 tries; a token is deleted by the sign-up that uses it.
 */
export const signupCodes = pgTable(
  'signup_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    /** The lower-cased e-mail or the phone's digits. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signup_codes_target_idx').on(t.channel, t.target, t.id),
    uniqueIndex('signup_codes_token_idx').on(t.tokenHash),
  ],
);

/**
 * A company's sign-up and its review by the provider. A company without a row signed up before
 * self sign-up existed (demo data) and counts as approved; a PENDING or REJECTED company's members
 * cannot log in.
 */
export const companySignups = pgTable(
  'company_signups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The first administrator; a rejection removes the member (the application keeps the contact). */
    memberId: integer('member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    applicantName: text('applicant_name').notNull(),
    email: text('email').notNull(),
    cellPhone: text('cell_phone').notNull(),
    service: text('service'),
    agreeMarketing: boolean('agree_marketing').notNull().default(false),
    status: text('status', { enum: SIGNUP_STATUSES }).notNull().default('PENDING'),
    rejectReason: text('reject_reason', {
      enum: REJECT_REASONS,
    }),
    rejectNote: text('reject_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
    /** The digits of the registration number, for the already-registered and prior-loss checks. */
    registDigits: text('regist_digits').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_signups_company_idx').on(t.companyId),
    index('company_signups_status_idx').on(t.status, t.createdAt),
    index('company_signups_regist_idx').on(t.registDigits),
  ],
);
