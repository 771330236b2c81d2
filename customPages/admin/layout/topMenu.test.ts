import { describe, expect, it } from 'vitest';
import { buildMember } from '../../../authProvider/permissions.testing';
import type { ServiceEntry } from '../../../schemas/services';
import {
  activeTopMenuKey,
  isNew,
  isVisibleOn,
  OUTSIDE_MENU,
  TOP_MENU,
  topMenuEntries,
  withTracking,
} from './topMenu';

const TODAY = '2026-11-21';
const service = (key: ServiceEntry['service'], useYN: 'Y' | 'N' = 'Y'): ServiceEntry => ({
  serviceEncrypted: `enc-${key}`,
  service: key,
  serviceType: 'SUBSCRIPTION',
  useYN,
  status: 'IN_USE',
  startedAt: null,
});
const keys = (member: Parameters<typeof topMenuEntries>[0], today = TODAY) =>
  topMenuEntries(member, today).map((e) => e.key);

describe('isNew', () => {
  it('marks an entry NEW through its last day and not after', () => {
    expect(isNew({ newUntil: '2022-04-13' }, '2022-04-13')).toBe(true);
    expect(isNew({ newUntil: '2022-04-13' }, '2022-04-14')).toBe(false);
    expect(isNew({}, '2022-01-01')).toBe(false);
  });

  it('keeps a fixed NEW flag whatever the date', () => {
    expect(isNew({ fixedNew: true }, '2099-12-31')).toBe(true);
  });

  it('shows no NEW mark on 2026-11-21 except on flower24', () => {
    const marked = [...TOP_MENU, ...OUTSIDE_MENU]
      .filter((entry) => isNew(entry, TODAY))
      .map((entry) => entry.key);
    expect(marked).toEqual(['flower24']);
  });

  it('uses the launch dates of the original menu', () => {
    const until = (day: string) =>
      [...TOP_MENU, ...OUTSIDE_MENU].filter((entry) => isNew(entry, day)).map((e) => e.key);
    expect(until('2022-04-13')).toEqual(
      expect.arrayContaining(['snack24', 'breakfast24', 'sending24', 'clean24', 'phone24']),
    );
    expect(until('2022-04-14')).toEqual([
      'groupGift',
      'meal24',
      'coffee24',
      'flower24',
      'welcomeKit',
      'promoGoods',
    ]);
    expect(until('2022-05-13')).toEqual(['coffee24', 'flower24']);
    expect(until('2022-05-18')).toEqual(['flower24']);
  });
});

describe('topMenuEntries', () => {
  it('removes office24 for an ordinary company and buy24 for the branded buyer', () => {
    expect(keys(buildMember())).toContain('buy24');
    expect(keys(buildMember())).not.toContain('office24');
    expect(keys(buildMember({ isNike: true }))).toContain('office24');
    expect(keys(buildMember({ isNike: true }))).not.toContain('buy24');
  });

  it('hides coffee and meal unless the company uses them', () => {
    expect(keys(buildMember())).not.toContain('coffee24');
    expect(keys(buildMember())).not.toContain('meal24');
    expect(keys(buildMember({ serviceList: [service('coffee24'), service('meal24', 'N')] }))).toContain(
      'coffee24',
    );
    expect(keys(buildMember({ serviceList: [service('meal24', 'N')] }))).not.toContain('meal24');
  });

  it('shows group gift only from 2022-04-18', () => {
    expect(keys(buildMember(), '2022-04-17')).not.toContain('groupGift');
    expect(keys(buildMember(), '2022-04-18')).toContain('groupGift');
    expect(isVisibleOn({ visibleFrom: '2022-04-18' }, '2022-04-17')).toBe(false);
  });

  it('lists the services in the spec order with their list routes', () => {
    const entries = topMenuEntries(
      buildMember({ serviceList: [service('meal24'), service('coffee24')] }),
      TODAY,
    );
    expect(entries.map((entry) => entry.path)).toEqual([
      'snack24/list',
      'breakfast24/list',
      'sending24/event/list',
      'sending24/service',
      'buy24/list',
      'clean24/list',
      'meal24/list',
      'coffee24/list',
      'recommend/list',
      'flower24/service',
    ]);
  });
});

describe('withTracking and activeTopMenuKey', () => {
  it('adds the admin top-menu tracking parameters, keeping the address own query', () => {
    const url = new URL(withTracking('https://welcomekit.example.com/shop?ref=a', 'welcomeKit'));
    expect(url.searchParams.get('ref')).toBe('a');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      utm_source: 'portal',
      utm_medium: 'admin_gnb',
      utm_campaign: 'PC',
      utm_term: 'welcomeKit',
    });
  });

  it('highlights the entry of the current page, or of its service', () => {
    const entries = topMenuEntries(buildMember(), TODAY);
    expect(activeTopMenuKey(entries, 'sending24/service')).toBe('groupGift');
    expect(activeTopMenuKey(entries, 'sending24/event/detail/3')).toBe('sending24');
    expect(activeTopMenuKey(entries, 'snack24/serviceApply/applicant')).toBe('snack24');
    expect(activeTopMenuKey(entries, 'home')).toBeUndefined();
  });
});
