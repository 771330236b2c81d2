import { describe, expect, it } from 'vitest';
import type { PortalLinks } from '../../../dataProviders/links';
import { legacyDestination } from './legacyTarget';
import { LEGACY_ROUTES } from './legacyRoutes';

const links = (overrides: Partial<PortalLinks> = {}): PortalLinks => ({
  portalUrl: 'https://portal.example.com/',
  oldSnackUrl: 'https://snack.example.com',
  coffeeUrl: 'https://coffee.example.com',
  marketingUrl: 'https://www.example.com',
  helpUrl: 'https://help.example.com',
  quickUrl: '',
  welcomeKitUrl: '',
  promoGoodsUrl: '',
  introUrl: '',
  improvementRequestUrl: '',
  postcodeScriptUrl: '',
  legacyPortalUrl: '',
  ...overrides,
});

describe('legacy destinations', () => {
  it('forwards portal screens with their path and query when the legacy portal is configured', () => {
    expect(
      legacyDestination(
        'portal',
        links({ legacyPortalUrl: 'https://old.example.com/' }),
        '/pc/admin/orders/past/2024/5?x=1',
      ),
    ).toEqual({
      kind: 'redirect',
      url: 'https://old.example.com/pc/admin/orders/past/2024/5?x=1',
    });
  });

  it('shows the moved page with a portal link when no legacy portal is configured', () => {
    expect(legacyDestination('portal', links(), '/pc/admin/notice/welfare')).toEqual({
      kind: 'moved',
      url: 'https://portal.example.com/pc/admin/notice/welfare',
    });
  });

  it('sends snack lists to the old snack site, coffee and help to their single addresses', () => {
    expect(legacyDestination('oldSnack', links(), '/pc/admin/snack24Order/abc')).toEqual({
      kind: 'redirect',
      url: 'https://snack.example.com/pc/admin/snack24Order/abc',
    });
    expect(legacyDestination('coffee', links(), '/pc/admin/coffee24/list')).toEqual({
      kind: 'redirect',
      url: 'https://coffee.example.com',
    });
    expect(legacyDestination('help', links(), '/pc/admin/customer/help')).toEqual({
      kind: 'redirect',
      url: 'https://help.example.com',
    });
  });

  it('treats an empty or non-http address as not configured', () => {
    expect(legacyDestination('help', links({ helpUrl: '' }), '/x')).toEqual({ kind: 'moved', url: null });
    expect(legacyDestination('coffee', links({ coffeeUrl: 'javascript:alert(1)' }), '/x')).toEqual({
      kind: 'moved',
      url: null,
    });
    expect(legacyDestination('portal', links({ portalUrl: '' }), '/x')).toEqual({ kind: 'moved', url: null });
  });

  it('registers every legacy path of the route list once', () => {
    const paths = LEGACY_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      'notice/welfare',
      'payment/subscription',
      'payment/management',
      'customer/notice',
      'customer/cs',
      'customer/help',
      'snack24/list',
      'snack24Order/:serviceEncrypted',
      'coffee24/list',
      'orders/past/:year/:month',
      'orders/past/meal/:year/:month',
    ]) {
      expect(paths).toContain(path);
    }
    // Screens of this product now: the office24 dashboard and the snack app's manual.
    expect(paths).not.toContain('office24/dashboard');
    expect(paths).not.toContain('app/manual');
  });
});
