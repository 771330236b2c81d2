import { describe, expect, it } from 'vitest';
import type { ServiceEntry } from '../schemas/services';
import { applyServiceListRules } from './memberRules';

const entry = (service: ServiceEntry['service']): ServiceEntry => ({
  serviceEncrypted: `enc-${service}`,
  service,
  serviceType: 'SUBSCRIPTION',
  useYN: 'Y',
  status: 'IN_USE',
  startedAt: null,
});
const all = (['snack24', 'birth24', 'office24', 'buy24', 'clean24'] as const).map(entry);

describe('service list load rules', () => {
  it('drops the office service for an ordinary company and keeps buy', () => {
    const services = applyServiceListRules(all, false).map((e) => e.service);
    expect(services).not.toContain('office24');
    expect(services).toContain('buy24');
  });

  it('drops the buy service for the branded buyer and keeps office', () => {
    const services = applyServiceListRules(all, true).map((e) => e.service);
    expect(services).not.toContain('buy24');
    expect(services).toContain('office24');
  });

  it('renames the birthday service to the gift service, keeping its other fields', () => {
    const gift = applyServiceListRules(all, false).find((e) => e.serviceEncrypted === 'enc-birth24');
    expect(gift?.service).toBe('sending24');
    expect(applyServiceListRules(all, false).some((e) => e.service === 'birth24')).toBe(false);
  });

  it('keeps order and does not touch the input', () => {
    const copy = structuredClone(all);
    applyServiceListRules(all, false);
    expect(all).toEqual(copy);
    expect(applyServiceListRules(all, false).map((e) => e.service)).toEqual([
      'snack24',
      'sending24',
      'buy24',
      'clean24',
    ]);
  });
});
