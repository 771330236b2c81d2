import { useQuery } from '@tanstack/react-query';
import type { ApplicationRecord, ApplyService } from '../../../schemas/serviceApply';
import type { SnackDelivery } from '../../../schemas/snack';
import type { ServiceKey } from '../../../schemas/services';
import { useApiFetch } from '../../../dataProviders/useApi';

/** The company's applications (their state per service). */
export function useApplications() {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: ['service-applications'],
    queryFn: () =>
      apiFetch<{ applicationList: ApplicationRecord[] }>('/homepage/v2/service-applications').then(
        (answer) => answer.applicationList,
      ),
  });
}

export const latestOf = (list: ApplicationRecord[] | undefined, service: ApplyService | ServiceKey) =>
  list?.find((application) => application.service === service) ?? null;

/** A service's deliveries, visits or orders between two dates. */
export function useDeliveries(service: ServiceKey, from: string, to: string) {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: ['service-deliveries', service, from, to],
    queryFn: () =>
      apiFetch<{ deliveries: SnackDelivery[] }>(`/homepage/v2/services/${service}/deliveries`, {
        query: { from, to },
      }).then((answer) => answer.deliveries),
  });
}

/** First and last day of a month, YYYY-MM-DD. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}
