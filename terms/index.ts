import { birth24CustomPolicy } from './birth24_custom_policy';
import { birth24PrivacyPolicy } from './birth24_privacy_policy';
import { birth24ServicePolicy } from './birth24_service_policy';
import { buy24PrivacyPolicy } from './buy24_privacy_policy';
import { buy24ServicePolicy } from './buy24_service_policy';
import { contactPrivacyPolicy } from './contact_privacy_policy';
import { flower24ServicePolicy } from './flower24_service_policy';
import { privacyPolicy } from './privacy_policy';
import { privacyPolicyChoice } from './privacy_policy_choice';
import { privacyPolicyOnlyShow } from './privacy_policy_only_show';
import { quick24PrivacyPolicy } from './quick24_privacy_policy';
import { quick24ServicePolicy } from './quick24_service_policy';
import { sending24ServicePolicy } from './sending24_service_policy';
import { snack24ServicePolicy } from './snack24_service_policy';
import type { TermsDocument, TermsText } from './types';
import { useService } from './use_service';

export type { TermsDocument, TermsKind, TermsText } from './types';
export { isTermsHeading, koreanDate } from './build';

/**
 * The 15 type keys of spec 2 §2 "Legal documents", in the spec's order. The two `{hash}` keys are named
 * after their services: `sending24_service_policy` (the gift service, 7th) and `flower24_service_policy`
 * (the flower service, 11th); they are also the services whose terms pages exist (/pc/sending24/terms/:type,
 * /pc/flower24/terms/:type).
 */
export const TERMS_TYPES = [
  'use_service',
  'privacy_policy',
  'privacy_policy_choice',
  'snack24_service_policy',
  'birth24_service_policy',
  'birth24_privacy_policy',
  'sending24_service_policy',
  'birth24_custom_policy',
  'contact_privacy_policy',
  'privacy_policy_only_show',
  'flower24_service_policy',
  'quick24_service_policy',
  'quick24_privacy_policy',
  'buy24_service_policy',
  'buy24_privacy_policy',
] as const;

export type TermsType = (typeof TERMS_TYPES)[number];

/**
 * Every document by key. Effective dates (spec 2 §9 names three and leaves the mapping to us):
 * - 2021-06-28: the portal-wide documents (use_service, privacy_policy, privacy_policy_choice,
 *   contact_privacy_policy, privacy_policy_only_show) and the snack/rental terms (snack24_service_policy),
 *   the date spec 2 §9 gives to "Terms of use, privacy and membership";
 * - 2021-08-02: the gift documents (birth24_service_policy, birth24_privacy_policy, birth24_custom_policy,
 *   sending24_service_policy) and the purchasing documents (buy24_service_policy, buy24_privacy_policy);
 * - 2021-08-23: the delivery documents (quick24_service_policy, quick24_privacy_policy,
 *   flower24_service_policy).
 */
const DOCUMENTS: Record<TermsType, TermsDocument> = {
  use_service: useService,
  privacy_policy: privacyPolicy,
  privacy_policy_choice: privacyPolicyChoice,
  snack24_service_policy: snack24ServicePolicy,
  birth24_service_policy: birth24ServicePolicy,
  birth24_privacy_policy: birth24PrivacyPolicy,
  sending24_service_policy: sending24ServicePolicy,
  birth24_custom_policy: birth24CustomPolicy,
  contact_privacy_policy: contactPrivacyPolicy,
  privacy_policy_only_show: privacyPolicyOnlyShow,
  flower24_service_policy: flower24ServicePolicy,
  quick24_service_policy: quick24ServicePolicy,
  quick24_privacy_policy: quick24PrivacyPolicy,
  buy24_service_policy: buy24ServicePolicy,
  buy24_privacy_policy: buy24PrivacyPolicy,
};

/** Whether a string (a route parameter, a caller's key) is one of the 15 keys. */
export function isTermsType(value: unknown): value is TermsType {
  return typeof value === 'string' && (TERMS_TYPES as readonly string[]).includes(value);
}

/** The whole document (with its kind and effective date), or undefined for an unknown key. */
export function getTermsDocument(type: string): TermsDocument | undefined {
  return isTermsType(type) ? DOCUMENTS[type] : undefined;
}

/** The terms item of spec 2 §3 (title and content), looked up locally; undefined for an unknown key. */
export function getTerms(type: string): TermsText | undefined {
  const document = getTermsDocument(type);
  return document ? { title: document.title, content: document.content } : undefined;
}
