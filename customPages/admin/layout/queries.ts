import { useQuery } from '@tanstack/react-query';
import type { Banner, MenuManagementResponse, OutsideLinks } from '../../../schemas/content';
import { outsideLinks } from '../../../schemas/content';
import type { VirtualAccount } from '../../../schemas/companyMember';
import { useApiFetch } from '../../../dataProviders/useApi';
import { PUBLIC_CLIENT_HEADERS } from './api';

/** Shell data changes rarely; refetching it on every page would only flicker the menu. */
const STALE_MS = 5 * 60 * 1000;

export const shellQueryKeys = {
  banners: (placement: 'LNB' | 'GNB') => ['admin-shell', 'banners', placement] as const,
  featMenus: ['admin-shell', 'menu-management'] as const,
  virtualAccount: ['admin-shell', 'virtual-account'] as const,
  outsideLinks: ['admin-shell', 'outside-links'] as const,
};

/** Spec 1 §8: banner, menu and virtual-account failures are logged and the shell goes on without them. */
function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.warn(`[관리자 화면] ${what} 조회 실패`, error);
    return fallback;
  };
}

export function useBanners(placement: 'LNB' | 'GNB') {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: shellQueryKeys.banners(placement),
    queryFn: () =>
      apiFetch<{ bannerList: Banner[] }>(`/homepage/v2/banner/${placement}`, {
        headers: PUBLIC_CLIENT_HEADERS,
      })
        .then((response) => response.bannerList)
        .catch(logged<Banner[]>(`${placement} 배너`, [])),
    staleTime: STALE_MS,
  });
}

const NO_MENUS: MenuManagementResponse = { menus: [], categories: [] };

/** Partner services of the left menu (GET /homepage/v2/menu-management). */
export function useFeatMenus() {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: shellQueryKeys.featMenus,
    queryFn: () =>
      apiFetch<MenuManagementResponse>('/homepage/v2/menu-management').catch(
        logged('제휴 서비스 메뉴', NO_MENUS),
      ),
    staleTime: STALE_MS,
  });
}

/** The company's dedicated virtual account; a failed fetch counts as none (spec 1 §8). */
export function useVirtualAccount() {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: shellQueryKeys.virtualAccount,
    queryFn: () =>
      apiFetch<{ virtualAccount: VirtualAccount | null }>('/homepage/v1/virtual-accounts')
        .then((response) => response.virtualAccount ?? null)
        .catch(logged<VirtualAccount | null>('전용계좌', null)),
    staleTime: STALE_MS,
  });
}

/** The configured outside addresses (intro, improvement request, welcome kit ...), or null if unavailable. */
export function useOutsideLinks() {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: shellQueryKeys.outsideLinks,
    queryFn: () =>
      apiFetch<{ name: string; value: unknown }>('/homepage/v2/constants/links')
        .then((response): OutsideLinks | null => {
          // The constant's value is typed `unknown` by the contract, so check it before use.
          const parsed = outsideLinks.safeParse(response.value);
          return parsed.success ? parsed.data : null;
        })
        .catch(logged<OutsideLinks | null>('외부 주소', null)),
    staleTime: Infinity,
  });
}
