import { seoulParts } from '../lib/seoulTime';
import type { VirtualAccount } from '../schemas/companyMember';
import { isAdministrator } from './memberRules';
import type { ClientMember } from './memberRules';

/** The member fields the gates read; tests and callers may pass a partial view. */
export type GateMember = Pick<
  ClientMember,
  | 'companyMemberRole'
  | 'hasMasterAuthority'
  | 'hasAdminAuthority'
  | 'hasManagerAuthority'
  | 'isCreditCardPaymentAvailable'
  | 'serviceUsageStatusMenuDisplayable'
  | 'wmsAndBillingUse'
  | 'hasKioskService'
  | 'wmsFixedPriceAuditingUse'
  | 'wmsUse'
  | 'virtualAccount'
>;

/**
 * Gated admin pages that are not resources, keyed by their path below /pc/admin (a resource brings
 * its own gate in its definition, `canRead`). A path not listed here is open to every logged-in
 * member: the server enforces tenant and role checks whatever the browser shows.
 */
const GATES: ReadonlyArray<readonly [prefix: string, gate: (member: GateMember) => boolean]> = [
  // Administrators of a company with card payment (the server answers 403 to anyone else).
  ['payment/management', (m) => isAdministrator(m) && m.isCreditCardPaymentAvailable],
  ['usage/service', (m) => m.serviceUsageStatusMenuDisplayable === 'Y'],
  ['uses/kiosk', (m) => m.hasKioskService],
  ['uses/payment', (m) => isAdministrator(m)],
  ['uses/report', (m) => isAdministrator(m)],
  ['certificate', (m) => canIssueCertificate(m.virtualAccount)],
];

/** "uses/invoice/2026/11/all" belongs to "uses/invoice"; "uses/invoiceX" does not. */
function matches(resource: string, prefix: string): boolean {
  return resource === prefix || resource.startsWith(`${prefix}/`);
}

/**
 * Whether the member may open an admin page (react-admin canAccess). `resource` is the admin path
 * below /pc/admin without the leading slash, e.g. "uses/payment" or "uses/report/2026/11".
 */
export function canAccessResource(member: GateMember, resource: string): boolean {
  const path = resource.replace(/^\/+/, '').replace(/^pc\/admin\//, '');
  const gate = GATES.find(([prefix]) => matches(path, prefix));
  return gate ? gate[1](member) : true;
}

/** The dedicated-account certificate exists only for a company that has a virtual account. */
export function canIssueCertificate(virtualAccount: VirtualAccount | null | undefined): boolean {
  return Boolean(virtualAccount?.accountNumber);
}

export type LeftMenuGroup = 'members' | 'payment' | 'usage' | 'support';
/** A left-menu entry brought by a registered resource (its definition's menu, at its list path). */
export interface RegisteredMenuEntry {
  path: string;
  group: LeftMenuGroup;
  canRead?: (member: GateMember) => boolean;
}
/**
 * One left-menu link: `resource` names it (label, icon), `path` is where it goes below /pc/admin;
 * `entry` is the registered resource's entry it came from, if any.
 */
export interface LeftMenuItem<E extends RegisteredMenuEntry = RegisteredMenuEntry> {
  resource: string;
  path: string;
  entry?: E;
}
export interface LeftMenuSection<E extends RegisteredMenuEntry = RegisteredMenuEntry> {
  group: LeftMenuGroup | null;
  items: LeftMenuItem<E>[];
}

/**
 * Spec 1 "Left menu entries", in menu order, before gating. A path that is a registered resource's
 * list path is that resource's entry (its label, icon and read gate); the members section is filled
 * by the registered resources (member, group, anniversary and manager lists).
 */
const LEFT_MENU: ReadonlyArray<{ group: LeftMenuGroup | null; resources: readonly string[] }> = [
  { group: null, resources: ['home', 'dashboard'] },
  { group: 'members', resources: [] },
  { group: null, resources: ['notice/welfare'] },
  { group: 'payment', resources: ['payment/subscription', 'payment/management'] },
  {
    group: 'usage',
    resources: [
      'usage/service',
      'uses/orders',
      'uses/invoice',
      'uses/company/invoice',
      'uses/kiosk',
      'uses/payment',
      'usage/staticPrice',
      'usage/stockTransfer',
      'usage/stockCheck',
      'uses/report',
    ],
  },
  { group: 'support', resources: ['customer/notice', 'app/manual'] },
];

/**
 * The left-menu sections the member may see, empty groups dropped: the shell's own pages, and after
 * them in each section the `registered` resources' entries of that group, in their order. The monthly
 * report links to the current Seoul month, so `now` is a parameter.
 */
export function leftMenuSections<E extends RegisteredMenuEntry>(
  member: GateMember,
  now: Date = new Date(),
  registered: readonly E[] = [],
): LeftMenuSection<E>[] {
  const { year, month } = seoulParts(now);
  const pathOf = (resource: string) =>
    resource === 'uses/report' ? `uses/report/${year}/${String(month).padStart(2, '0')}` : resource;
  const placed = new Set<LeftMenuGroup>();
  const readable = (entry: E) => canAccessResource(member, entry.path) && (entry.canRead?.(member) ?? true);
  // A registered resource whose list path has a slot above takes that slot, with its own read gate.
  const slotted = new Set(LEFT_MENU.flatMap((section) => section.resources));
  return LEFT_MENU.map(({ group, resources }) => {
    const own: LeftMenuItem<E>[] = resources.flatMap((resource) => {
      const entry = registered.find((candidate) => candidate.path === resource);
      if (entry) return readable(entry) ? [{ resource, path: entry.path, entry }] : [];
      return canAccessResource(member, resource) ? [{ resource, path: pathOf(resource) }] : [];
    });
    // A group appears once in the list above; its resources go to that one section.
    if (!group || placed.has(group)) return { group, items: own };
    placed.add(group);
    const brought = registered
      .filter((entry) => entry.group === group && !slotted.has(entry.path))
      .filter(readable)
      .map((entry) => ({ resource: entry.path, path: entry.path, entry }));
    return { group, items: [...own, ...brought] };
  }).filter((section) => section.items.length > 0);
}
