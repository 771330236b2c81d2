import { useMutation } from '@tanstack/react-query';
import type { ApplicationRecord, ApplyService } from '../../../schemas/serviceApply';
import type { SnackDelivery } from '../../../schemas/snack';
import type { ServiceKey } from '../../../schemas/services';
import { messageOf, useApiFetch, useApiQuery, useApiRefresh } from '../../../dataProviders/useApi';
import { useToast } from '../layout/shellHooks';

/** The company's applications (their state per service). */
export const useApplications = () =>
  useApiQuery('/homepage/v2/service-applications', undefined, {
    select: (answer: { applicationList: ApplicationRecord[] }) => answer.applicationList,
  });

export const latestOf = (list: ApplicationRecord[] | undefined, service: ApplyService | ServiceKey) =>
  list?.find((application) => application.service === service) ?? null;

const deliveriesOf = (answer: { deliveries: SnackDelivery[] }) => answer.deliveries;

/** A service's deliveries, visits or orders between two dates. */
export const useDeliveries = (service: ServiceKey, from: string, to: string) =>
  useApiQuery(`/homepage/v2/services/${service}/deliveries`, { from, to }, { select: deliveriesOf });

/** First and last day of a month, YYYY-MM-DD. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/**
 * A change sent with the API's fetch: once done, the cached queries refresh, a toast tells `success`
 * and `then` runs; when it fails a toast tells why (`failed` when the server does not say), unless
 * there is no `failed` and the page shows the failure itself.
 */
export function useApiChange<T>(
  send: (apiFetch: ReturnType<typeof useApiFetch>) => Promise<T>,
  { success, failed, then }: { success: (result: T) => string; failed?: string; then?: (result: T) => void },
) {
  const apiFetch = useApiFetch();
  const refresh = useApiRefresh();
  const toast = useToast();
  return useMutation({
    mutationFn: () => send(apiFetch),
    onSuccess: (result) => {
      toast(success(result), 'success');
      void refresh();
      then?.(result);
    },
    onError: failed ? (error) => toast(messageOf(error, failed), 'error') : undefined,
  });
}
