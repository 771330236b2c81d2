/** Shown after the bar when no service is selected (spec 1 §2 "Admin shell": page name plus service name). */
export const DEFAULT_TITLE_SERVICE = '포털';

/** "회원 관리 | 스낵24", or "회원 관리 | 포털" without a service; just the service when there is no page name. */
export function formatPageTitle(page: string | null | undefined, service?: string | null): string {
  const suffix = service?.trim() || DEFAULT_TITLE_SERVICE;
  const name = page?.trim();
  return name ? `${name} | ${suffix}` : suffix;
}

/** Writes the browser tab title; call it from a page's effect. */
export function setPageTitle(page: string | null | undefined, service?: string | null): void {
  document.title = formatPageTitle(page, service);
}
