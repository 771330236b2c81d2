import type { ClientMember } from '../../../authProvider/memberRules';
import type { ServiceKey } from '../../../schemas/services';

/** Where each service's list lives below /pc/admin (spec 1 "Top menu"; birth24 is shown as the gift service). */
export const SERVICE_LIST_ROUTES: Record<ServiceKey, string> = {
  snack24: 'snack24/list',
  breakfast24: 'breakfast24/list',
  birth24: 'sending24/event/list',
  sending24: 'sending24/event/list',
  office24: 'office24/dashboard',
  buy24: 'buy24/list',
  clean24: 'clean24/list',
  quick24: 'quick24/list',
  meal24: 'meal24/list',
  coffee24: 'coffee24/list',
  phone24: 'recommend/list',
  flower24: 'flower24/service',
};

/**
 * The first step of each service's application (spec 1 §2 admin routes). The coffee service has no
 * application screen here (its host is outside), so it is not offered.
 */
export const SERVICE_APPLY_ROUTES: Partial<Record<ServiceKey, string>> = {
  snack24: 'snack24/serviceApply/applicant',
  breakfast24: 'breakfast24/serviceApply',
  sending24: 'sending24/serviceApply',
  office24: 'office24/serviceApply',
  buy24: 'buy24/serviceApply',
  clean24: 'clean24/serviceApply',
  quick24: 'quick24/serviceApply',
  meal24: 'meal24/serviceApply',
  phone24: 'recommend/list',
  flower24: 'flower24/service',
};

/**
 * Services the company can still apply for: not already in use or applied for, and without the one of
 * office/buy that the branded-buyer flag excludes.
 */
export function newServiceChoices(
  member: Pick<ClientMember, 'isNike' | 'serviceList'>,
): { service: ServiceKey; path: string }[] {
  const excluded: ServiceKey = member.isNike ? 'buy24' : 'office24';
  const taken = new Set(
    member.serviceList
      .filter((entry) => entry.useYN === 'Y' && entry.status !== 'ENDED')
      .map((entry) => entry.service),
  );
  return Object.entries(SERVICE_APPLY_ROUTES)
    .filter((entry): entry is [ServiceKey, string] => entry[1] !== undefined)
    .filter(([service]) => service !== excluded && !taken.has(service))
    .map(([service, path]) => ({ service, path }));
}
