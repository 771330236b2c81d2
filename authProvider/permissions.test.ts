import { describe, expect, it } from 'vitest';
import type { ClientMember } from './memberRules';
import { isAdministrator } from './memberRules';
import { canAccessResource, canIssueCertificate, leftMenuSections } from './permissions';
import type { RegisteredMenuEntry } from './permissions';
import { buildAdministrator, buildMember } from './permissions.testing';

const ACCOUNT = {
  bank: '신한은행',
  accountNumber: '56211234567890',
  holder: '한빛솔루션',
  issuedAt: '2026-01-02',
};

/** Who is asking: the role and flags of each row of the matrix. */
const who: Record<string, ClientMember> = {
  member: buildMember(),
  administrator: buildAdministrator(),
  masterAuthority: buildMember({ hasMasterAuthority: true }),
  adminAuthority: buildMember({ hasAdminAuthority: true }),
  managerAuthority: buildMember({ hasManagerAuthority: true }),
  memberAllFlags: buildMember({
    isCreditCardPaymentAvailable: true,
    serviceUsageStatusMenuDisplayable: 'Y',
    wmsAndBillingUse: true,
    hasKioskService: true,
    wmsFixedPriceAuditingUse: true,
    virtualAccount: ACCOUNT,
  }),
  administratorNoAuditing: buildAdministrator({ wmsFixedPriceAuditingUse: false }),
  administratorAuditing: buildAdministrator({ wmsFixedPriceAuditingUse: true }),
  administratorBilling: buildAdministrator({ wmsAndBillingUse: true }),
  administratorCards: buildAdministrator({ isCreditCardPaymentAvailable: true }),
};

/** [resource, who, allowed]: every gate of spec 1 "Left menu entries", both sides of each flag. */
const matrix: ReadonlyArray<readonly [string, keyof typeof who, boolean]> = [
  ['home', 'member', true],
  ['dashboard', 'member', true],
  ['member/list', 'member', true],
  ['notice/welfare', 'member', true],
  ['payment/subscription', 'member', true],
  ['payment/management', 'member', false],
  ['payment/management', 'memberAllFlags', false],
  ['payment/management', 'administrator', false],
  ['payment/management', 'administratorCards', true],
  ['usage/service', 'member', false],
  ['usage/service', 'memberAllFlags', true],
  ['uses/orders', 'member', true],
  ['uses/kiosk', 'member', false],
  ['uses/kiosk', 'memberAllFlags', true],
  ['uses/payment', 'member', false],
  ['uses/payment', 'memberAllFlags', false],
  ['uses/payment', 'administrator', true],
  ['uses/payment', 'masterAuthority', true],
  ['uses/payment', 'adminAuthority', true],
  ['uses/report/2026/11', 'member', false],
  ['uses/report/2026/11', 'administrator', true],
  ['certificate', 'administrator', false],
  ['certificate', 'memberAllFlags', true],
  ['customer/notice', 'member', true],
  ['app/manual', 'member', true],
];

describe('canAccessResource gating matrix', () => {
  it.each(matrix)('%s for %s -> %s', (resource, role, allowed) => {
    expect(canAccessResource(who[role] as ClientMember, resource)).toBe(allowed);
  });

  it('accepts a full /pc/admin path and does not match a longer sibling name', () => {
    expect(canAccessResource(who.member as ClientMember, '/pc/admin/uses/payment')).toBe(false);
    expect(canAccessResource(who.member as ClientMember, 'uses/paymentX')).toBe(true);
  });
});

/** What the admin's registered resources bring (their definitions' menu entries, in list order). */
const REGISTERED: RegisteredMenuEntry[] = [
  { path: 'member/list', group: 'members' },
  { path: 'group/list', group: 'members' },
  { path: 'anniversary/list', group: 'members' },
  { path: 'manager/list', group: 'members', canRead: (m) => isAdministrator(m) || m.hasManagerAuthority },
  // A resource whose list path has a slot in the static menu: placed there, behind its own gate.
  {
    path: 'usage/staticPrice',
    group: 'usage',
    canRead: (m) => isAdministrator(m) && m.wmsFixedPriceAuditingUse,
  },
  { path: 'usage/stockTransfer', group: 'usage', canRead: (m) => isAdministrator(m) && m.wmsUse },
  { path: 'usage/stockCheck', group: 'usage', canRead: (m) => isAdministrator(m) && m.wmsUse },
  // The WMS-and-billing flag swaps the invoice list: a member sees exactly one of the two.
  { path: 'uses/orders', group: 'usage' },
  { path: 'uses/invoice', group: 'usage', canRead: (m) => !m.wmsAndBillingUse },
  { path: 'uses/company/invoice', group: 'usage', canRead: (m) => m.wmsAndBillingUse },
];

describe('leftMenuSections', () => {
  const NOW = new Date('2026-11-21T03:00:00Z');
  const resources = (member: ClientMember) =>
    leftMenuSections(member, NOW, REGISTERED).flatMap((section) =>
      section.items.map((item) => item.resource),
    );

  it('shows a plain member the ungated entries only, with the ordinary invoice screen', () => {
    expect(resources(buildMember())).toEqual([
      'home',
      'dashboard',
      'member/list',
      'group/list',
      'anniversary/list',
      'notice/welfare',
      'payment/subscription',
      'uses/orders',
      'uses/invoice',
      'customer/notice',
      'app/manual',
    ]);
  });

  it('shows an administrator with every flag every entry, and the company invoice instead of the ordinary one', () => {
    const all = resources(
      buildAdministrator({
        isCreditCardPaymentAvailable: true,
        serviceUsageStatusMenuDisplayable: 'Y',
        wmsAndBillingUse: true,
        hasKioskService: true,
        wmsFixedPriceAuditingUse: true,
      }),
    );
    expect(all).toContain('manager/list');
    expect(all).toContain('payment/management');
    expect(all).toContain('usage/staticPrice');
    expect(all).toContain('uses/company/invoice');
    expect(all).not.toContain('uses/invoice');
    expect(all).toHaveLength(18);
  });

  it("places a registered resource in its list path's slot, behind the resource's own read gate", () => {
    const usage = (member: ClientMember) =>
      leftMenuSections(member, NOW, REGISTERED)
        .find((section) => section.group === 'usage')
        ?.items.map((item) => item.resource);
    const auditing = usage(buildAdministrator({ wmsFixedPriceAuditingUse: true }));
    expect(auditing?.indexOf('usage/staticPrice')).toBe(auditing!.indexOf('uses/payment') + 1);
    expect(auditing?.filter((resource) => resource === 'usage/staticPrice')).toHaveLength(1);
    expect(usage(buildAdministrator({ wmsFixedPriceAuditingUse: false }))).not.toContain('usage/staticPrice');
    expect(usage(buildMember({ wmsFixedPriceAuditingUse: true }))).not.toContain('usage/staticPrice');
    const warehouses = usage(buildAdministrator({ wmsUse: true }));
    expect(warehouses?.indexOf('usage/stockTransfer')).toBe(warehouses!.indexOf('uses/report') - 2);
    expect(warehouses?.indexOf('usage/stockCheck')).toBe(warehouses!.indexOf('uses/report') - 1);
    for (const warehousePage of ['usage/stockTransfer', 'usage/stockCheck']) {
      expect(usage(buildAdministrator({ wmsUse: false }))).not.toContain(warehousePage);
      expect(usage(buildMember({ wmsUse: true }))).not.toContain(warehousePage);
    }
    const billing = usage(buildMember({ wmsAndBillingUse: true }));
    expect(billing?.indexOf('uses/company/invoice')).toBe(billing!.indexOf('uses/orders') + 1);
    expect(billing).not.toContain('uses/invoice');
    expect(usage(buildMember())).toEqual(['uses/orders', 'uses/invoice']);
  });

  it('links the monthly report to the current month in Seoul', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Seoul.
    const usage = leftMenuSections(buildAdministrator(), new Date('2026-11-30T20:00:00Z'), REGISTERED).find(
      (s) => s.group === 'usage',
    );
    expect(usage?.items.find((item) => item.resource === 'uses/report')?.path).toBe('uses/report/2026/12');
  });

  it('drops a group whose entries are all hidden', () => {
    const groups = leftMenuSections(buildMember(), NOW, REGISTERED).map((section) => section.group);
    expect(groups).toEqual([null, 'members', null, 'payment', 'usage', 'support']);
    // Without registered resources the members section has nothing to show.
    expect(leftMenuSections(buildMember(), NOW).map((section) => section.group)).not.toContain('members');
  });

  it("places a registered resource's entry in its section, gated by its own read rule", () => {
    const managerOnly = leftMenuSections(buildMember({ hasManagerAuthority: true }), NOW, REGISTERED);
    const members = managerOnly.find((section) => section.group === 'members');
    expect(members?.items.map((item) => item.path)).toEqual([
      'member/list',
      'group/list',
      'anniversary/list',
      'manager/list',
    ]);
    expect(members?.items[3]?.entry).toBe(REGISTERED[3]);
    expect(resources(buildMember())).not.toContain('manager/list');
    const support = leftMenuSections(buildMember(), NOW, [{ path: 'faq/list', group: 'support' }]).find(
      (section) => section.group === 'support',
    );
    expect(support?.items.map((item) => item.path)).toEqual(['customer/notice', 'app/manual', 'faq/list']);
  });
});

describe('canIssueCertificate', () => {
  it('needs a virtual account with a number', () => {
    expect(canIssueCertificate(null)).toBe(false);
    expect(canIssueCertificate(undefined)).toBe(false);
    expect(canIssueCertificate({ ...ACCOUNT, accountNumber: '' })).toBe(false);
    expect(canIssueCertificate(ACCOUNT)).toBe(true);
  });
});
