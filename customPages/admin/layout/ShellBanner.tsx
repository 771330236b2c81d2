import { useCallback } from 'react';
import { useBasename, useNavigate } from 'react-admin';
import { BannerSlider } from '../../../components/BannerSlider';
import type { Banner } from '../../../schemas/content';
import { useApiFetch } from '../../../dataProviders/useApi';
import { needsSnackLookup, resolveBannerAction } from './bannerTagRule';
import type { SnackServiceSummary } from './bannerTagRule';
import { useBanners } from './queries';

/** What a banner click does in the admin: the TAG rule, then the banner's link. */
export function useBannerClick() {
  const apiFetch = useApiFetch();
  const navigate = useNavigate();
  const basename = useBasename();
  return useCallback(
    async (banner: Banner) => {
      let services: SnackServiceSummary[] | null = null;
      if (needsSnackLookup(banner)) {
        // 204 (no snack service) arrives as an empty body; a failure falls back to the link (spec 1 §4).
        services = await apiFetch<{ serviceList?: SnackServiceSummary[] } | null | undefined>(
          '/homepage/v2/snack/',
        )
          .then((response) => response?.serviceList ?? [])
          .catch((error: unknown) => {
            console.warn('[관리자 화면] 스낵 서비스 조회 실패', error);
            return null;
          });
      }
      const action = resolveBannerAction(banner, services, basename);
      if (action.kind === 'route') navigate(action.to);
      else if (action.kind === 'open' && action.newWindow)
        window.open(action.href, '_blank', 'noopener,noreferrer');
      else if (action.kind === 'open') window.location.assign(action.href);
    },
    [apiFetch, navigate, basename],
  );
}

const SIZES = { GNB: { width: 1040, height: 208 }, LNB: { width: 208, height: 104 } } as const;

/** The admin banner slider of one placement; renders nothing until (or unless) there are banners. */
export const ShellBanner = ({ placement }: { placement: 'GNB' | 'LNB' }) => {
  const { data: banners = [] } = useBanners(placement);
  const onBannerClick = useBannerClick();
  if (banners.length === 0) return null;
  return (
    <BannerSlider
      banners={banners}
      onBannerClick={(banner) => void onBannerClick(banner)}
      width={SIZES[placement].width}
      height={SIZES[placement].height}
    />
  );
};
