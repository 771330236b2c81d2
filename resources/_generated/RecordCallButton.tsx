import { useState, type ReactElement } from 'react';
import { Button, Confirm, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { FORM_TEXT } from './strings';
import { useRecordAction } from './useRecordAction';

type Props<R extends RaRecord> = {
  /** The verb on the button and the dialog's confirm, e.g. 다시 열기. */
  action: string;
  /** The call's step under the record (`POST {apiPath}/{id}/{step}`). */
  step: string;
  /** The dialog's title for this record. */
  title: (record: R) => string;
  /** What happens when it is done (what changes, who is told, what cannot be undone). */
  consequence: (record: R) => string;
  /** The notice once the server has done it. */
  success: string;
  /** Offered only when this holds (the server decides again and refuses in Korean otherwise). */
  when?: (record: R) => boolean;
  icon?: ReactElement;
};

/**
 * A declared call on the record of a detail page (a resource's `showActions`): asks first, naming
 * the consequence, then posts the one-record call; the server's Korean message on a refusal, the
 * record read again on success.
 */
export function RecordCallButton<R extends RaRecord>({
  action,
  step,
  title,
  consequence,
  success,
  when,
  icon,
}: Props<R>) {
  const record = useRecordContext<R>();
  const resource = useResourceContext() ?? '';
  const { busy, run } = useRecordAction(resource);
  const [asking, setAsking] = useState(false);
  if (!record || (when && !when(record))) return null;
  return (
    <>
      <Button label={action} onClick={() => setAsking(true)} disabled={busy} sx={{ minHeight: 44 }}>
        {icon}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={title(record)}
        content={consequence(record)}
        confirm={action}
        cancel={FORM_TEXT.cancel}
        onConfirm={async () => {
          if (await run(String(record.id), step, success)) setAsking(false);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
