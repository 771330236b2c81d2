import { describe, expect, it } from 'vitest';
import { resolveBannerAction } from './bannerTagRule';

const tagBanner = {
  bannerImageType: 'TAG' as const,
  tag: '건강 간식',
  link: '/pc/admin/snack24',
  targetNew: false,
};
const services = (...counts: number[]) =>
  counts.map((count, i) => ({
    serviceEncrypted: `svc${i}`,
    service: 'snack24',
    orderScheduleCountFromToday: count,
  }));

describe('banner click rule', () => {
  it('opens the first snack service with an order from today in add mode, searching the tag', () => {
    expect(resolveBannerAction(tagBanner, services(0, 2, 5), '/pc/admin')).toEqual({
      kind: 'route',
      to: '/pc/admin/snack24Order/svc1?mode=add&search=%EA%B1%B4%EA%B0%95+%EA%B0%84%EC%8B%9D',
    });
  });

  it('follows the banner link when no service has an order from today', () => {
    expect(resolveBannerAction(tagBanner, services(0, 0), '/pc/admin')).toEqual({
      kind: 'route',
      to: '/pc/admin/snack24',
    });
  });

  it('follows the banner link when the snack lookup failed or returned 204', () => {
    expect(resolveBannerAction(tagBanner, null, '/pc/admin')).toEqual({
      kind: 'route',
      to: '/pc/admin/snack24',
    });
    expect(resolveBannerAction(tagBanner, [], '/pc/admin')).toEqual({
      kind: 'route',
      to: '/pc/admin/snack24',
    });
  });

  it('ignores the snack services for an ordinary banner', () => {
    const plain = { ...tagBanner, bannerImageType: 'DEFAULT' as const };
    expect(resolveBannerAction(plain, services(3), '/pc/admin')).toEqual({
      kind: 'route',
      to: '/pc/admin/snack24',
    });
  });

  it('opens outside links, and any link flagged targetNew, in the requested window', () => {
    const outside = { ...tagBanner, bannerImageType: 'DEFAULT' as const, link: 'https://event.example.com' };
    expect(resolveBannerAction(outside, null, '/pc/admin')).toEqual({
      kind: 'open',
      href: 'https://event.example.com',
      newWindow: false,
    });
    expect(resolveBannerAction({ ...outside, targetNew: true }, null, '/pc/admin')).toEqual({
      kind: 'open',
      href: 'https://event.example.com',
      newWindow: true,
    });
    expect(resolveBannerAction({ ...tagBanner, targetNew: true }, services(0), '/pc/admin')).toEqual({
      kind: 'open',
      href: '/pc/admin/snack24',
      newWindow: true,
    });
  });

  it('does nothing for a banner without a link', () => {
    expect(
      resolveBannerAction(
        { ...tagBanner, bannerImageType: 'DEFAULT' as const, link: ' ' },
        null,
        '/pc/admin',
      ),
    ).toEqual({ kind: 'none' });
  });
});
