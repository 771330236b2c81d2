import { useCallback, useEffect } from 'react';
import { useBasename, useGetIdentity, useNotify } from 'react-admin';
import type { ClientMember } from '../../../authProvider/memberRules';
import { setPageTitle } from '../../../lib/pageTitle';

function isClientMember(value: unknown): value is ClientMember {
  return (
    typeof value === 'object' &&
    value !== null &&
    'companyMemberEncrypted' in value &&
    'serviceList' in value &&
    Array.isArray(value.serviceList)
  );
}

/** The logged-in member from react-admin's identity (`identity.member`, already through the load rules). */
export function useClientMember() {
  const { identity, isPending, refetch } = useGetIdentity();
  const candidate: unknown = identity?.member;
  return { member: isClientMember(candidate) ? candidate : undefined, isPending, refetch };
}

/**
 * Toasts with literal Korean text. The `_` default keeps the Korean-only i18n provider from treating the
 * sentence as a missing catalogue key.
 */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (text: string, type: 'success' | 'error' | 'info' | 'warning' = 'info') =>
      notify(text, { type, messageArgs: { _: text } }),
    [notify],
  );
}

/** Builds links inside the admin: works whether <Admin> owns the router (basename '') or sits in one. */
export function useAdminPath() {
  const basename = useBasename();
  return useCallback((path: string) => `${basename}/${path.replace(/^\/+/, '')}`, [basename]);
}

/** Spec 1 §2: the tab shows the admin page name plus the selected service name. */
export function usePageTitle(pageName: string, serviceName?: string) {
  useEffect(() => setPageTitle(pageName, serviceName), [pageName, serviceName]);
}
