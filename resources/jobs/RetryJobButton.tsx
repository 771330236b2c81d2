import { useState } from 'react';
import type { MouseEvent } from 'react';
import Replay from '@mui/icons-material/Replay';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import type { ProviderJobRecord } from '../../schemas/jobs';
import { JOB_TEXT } from './strings';

/** "다시 실행" on a failed job's row: POST …/jobs/{id}/retry, then the list shows it waiting. */
export function RetryJobButton({ record }: { record: ProviderJobRecord }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (record.status !== 'failed') return null;

  const retry = async (event: MouseEvent) => {
    event.stopPropagation(); // a click on the button is not a click on the row
    setBusy(true);
    try {
      await dataProvider.resourceFetch('jobs', `/${encodeURIComponent(record.id)}/retry`, { method: 'POST' });
      notify(JOB_TEXT.retried, { type: 'success' });
      refresh();
    } catch (error) {
      // The server's Korean message (e.g. the job is no longer failed), or a general one.
      notify(error instanceof Error && error.message ? error.message : JOB_TEXT.retryFailed, {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={JOB_TEXT.retry} onClick={retry} disabled={busy}>
      <Replay />
    </Button>
  );
}
