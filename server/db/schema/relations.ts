import { relations } from 'drizzle-orm';
import { branches, companies, companyServices, virtualAccounts } from './companies';
import { companyMembers } from './members';
import { groups } from './organisation';

/** Relations for drizzle's relational queries: one SQL statement for a member with its company. */
export const companiesRelations = relations(companies, ({ many }) => ({
  branches: many(branches),
  services: many(companyServices),
  virtualAccounts: many(virtualAccounts),
  members: many(companyMembers),
}));
export const branchesRelations = relations(branches, ({ one }) => ({
  company: one(companies, { fields: [branches.companyId], references: [companies.id] }),
}));
export const companyServicesRelations = relations(companyServices, ({ one }) => ({
  company: one(companies, { fields: [companyServices.companyId], references: [companies.id] }),
}));
export const virtualAccountsRelations = relations(virtualAccounts, ({ one }) => ({
  company: one(companies, { fields: [virtualAccounts.companyId], references: [companies.id] }),
}));
export const companyMembersRelations = relations(companyMembers, ({ one }) => ({
  company: one(companies, { fields: [companyMembers.companyId], references: [companies.id] }),
  group: one(groups, { fields: [companyMembers.groupId], references: [groups.id] }),
}));
export const groupsRelations = relations(groups, ({ one, many }) => ({
  company: one(companies, { fields: [groups.companyId], references: [companies.id] }),
  members: many(companyMembers),
}));
