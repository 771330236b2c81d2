import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRecord, ApplyService } from '../../../schemas/serviceApply';
import type { ApplicationAnswers } from '../../../schemas/serviceApply/define';
import { apiQueryKey, useApiFetch, useApiQuery } from '../../../dataProviders/useApi';

const base = (service: ApplyService) => `/homepage/v2/service-applications/${service}`;
const draftKey = (service: ApplyService) => apiQueryKey(`${base(service)}/draft`);

/** The application's draft on the server (null before the first save). */
export const useApplication = (service: ApplyService) =>
  useApiQuery(`${base(service)}/draft`, undefined, {
    select: (answer: { application: ApplicationRecord | null }) => answer.application,
  });

/** Saves the step reached and the answers (every next and back), so a reload continues here. */
export function useSaveDraft(service: ApplyService) {
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: { step: string; answers: ApplicationAnswers }) =>
      apiFetch<ApplicationRecord>(`${base(service)}/draft`, { method: 'PUT', body: draft }),
    onSuccess: (saved) => queryClient.setQueryData(draftKey(service), { application: saved }),
  });
}

export function useSubmitApplication(service: ApplyService) {
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ApplicationRecord>(base(service), { method: 'POST' }),
    onSuccess: (saved) => queryClient.setQueryData(draftKey(service), { application: saved }),
  });
}
