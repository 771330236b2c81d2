import type { CompanyMember } from '../schemas/companyMember';
import type { ServiceEntry } from '../schemas/services';

/** The member as the browser keeps it: the service list already passed through the load rules. */
export type ClientMember = CompanyMember;

/**
 * Spec 1 §4 "Member info load": drop the buy service for the branded buyer and the office service
 * otherwise; the birthday service is shown as the gift service.
 */
export function applyServiceListRules(serviceList: ServiceEntry[], isNike: boolean): ServiceEntry[] {
  const dropped = isNike ? 'buy24' : 'office24';
  return serviceList
    .filter((entry) => entry.service !== dropped)
    .map((entry) => (entry.service === 'birth24' ? { ...entry, service: 'sending24' } : entry));
}

export function toClientMember(member: CompanyMember): ClientMember {
  return { ...member, serviceList: applyServiceListRules(member.serviceList, member.isNike) };
}

/** The administrator test used across the admin: the role value, or master/admin authority. */
export { isAdministrator } from '../lib/memberRules';
