import { useState, type ReactElement } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useUnselectAll,
} from 'react-admin';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import { BULK_TEXT as TEXT } from './strings';

type Props = {
  /** The verb, e.g. 승인: the button, the question and the summary ("2건을 승인했습니다."). */
  action: string;
  /** The call's step under the record (`POST {apiPath}/{id}/{step}`), the one-row button's own. */
  step: string;
  /** What the question adds (who is told, what cannot be undone). */
  consequence: string;
  /** A record's name in the summary of failures. */
  nameOf: (record: Record<string, unknown>) => string;
  icon?: ReactElement;
};

/**
 * A declared action on the checked rows of a list (a resource's `bulkActions`): asks first, then
 * calls the one-row call for each row in turn, so each row is its own transaction under the same
 * rules as its row button, and ends with one Korean summary: how many were done and which were not,
 * with the server's reason. The rows that failed stay checked, the others are unchecked.
 */
export function BulkCallButton({ action, step, consequence, nameOf, icon }: Props) {
  const resource = useResourceContext() ?? '';
  const { selectedIds, data, onSelect } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const runAll = async () => {
    setBusy(true);
    const ids = [...selectedIds];
    const failures: { id: unknown; text: string }[] = [];
    for (const id of ids) {
      try {
        await dataProvider.resourceFetch(resource, `/${encodeURIComponent(String(id))}/${step}`, {
          method: 'POST',
        });
      } catch (error) {
        const record = data?.find((row) => row.id === id);
        const reason = error instanceof Error && error.message ? error.message : TEXT.unknownError;
        failures.push({ id, text: `${record ? nameOf(record) : String(id)}: ${reason}` });
      }
    }
    setBusy(false);
    setAsking(false);
    const done = ids.length - failures.length;
    const parts = [
      done > 0 ? TEXT.done(action, done) : null,
      failures.length ? TEXT.failed(failures.length) : null,
    ];
    const message = [parts.filter(Boolean).join(' '), ...failures.map((failure) => failure.text)].join('\n');
    notify(message, {
      type: failures.length === 0 ? 'success' : done === 0 ? 'error' : 'warning',
      multiLine: failures.length > 0,
      autoHideDuration: failures.length > 0 ? null : undefined,
    });
    if (failures.length) onSelect(failures.map((failure) => failure.id) as typeof selectedIds);
    else unselectAll();
    refresh();
  };

  return (
    <>
      <Button label={action} onClick={() => setAsking(true)} disabled={busy}>
        {icon}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={TEXT.confirmTitle(action, selectedIds.length)}
        content={consequence}
        confirm={action}
        cancel={TEXT.cancel}
        onConfirm={() => void runAll()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
