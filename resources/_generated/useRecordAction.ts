import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';

/**
 * A button's POST on one record (`/{id}/{step}`): busy while it runs, the success message, the list
 * refreshed; on failure the server's Korean message, or a general one. Returns whether it worked.
 */
export function useRecordAction(resource: string) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (id: string, step: string, success: string, body?: unknown): Promise<boolean> => {
    setBusy(true);
    try {
      await dataProvider.resourceFetch(resource, `/${encodeURIComponent(id)}/${step}`, {
        method: 'POST',
        body,
      });
      notify(success, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : '처리하지 못했습니다.', {
        type: 'error',
      });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
