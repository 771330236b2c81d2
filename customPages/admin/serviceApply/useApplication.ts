import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRecord, ApplyService } from '../../../schemas/serviceApply';
import type { ApplicationAnswers } from '../../../schemas/serviceApply/define';
import { useApiFetch } from '../../../dataProviders/useApi';

export const applicationKey = (service: ApplyService) => ['service-application', service] as const;
const base = (service: ApplyService) => `/homepage/v2/service-applications/${service}`;

/** The application's draft on the server (null before the first save). */
export function useApplication(service: ApplyService) {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: applicationKey(service),
    queryFn: () =>
      apiFetch<{ application: ApplicationRecord | null }>(`${base(service)}/draft`).then(
        (answer) => answer.application,
      ),
  });
}

/** Saves the step reached and the answers (every next and back), so a reload continues here. */
export function useSaveDraft(service: ApplyService) {
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: { step: string; answers: ApplicationAnswers }) =>
      apiFetch<ApplicationRecord>(`${base(service)}/draft`, { method: 'PUT', body: draft }),
    onSuccess: (saved) => queryClient.setQueryData(applicationKey(service), saved),
  });
}

export function useSubmitApplication(service: ApplyService) {
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ApplicationRecord>(base(service), { method: 'POST' }),
    onSuccess: (saved) => queryClient.setQueryData(applicationKey(service), saved),
  });
}
