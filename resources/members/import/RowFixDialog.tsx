import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Form from '@rjsf/mui';
import { memberImportRow } from '../../../schemas/members';
import type { ImportRowError } from '../../../schemas/members';
import { zodFormValidator } from '../../_generated';
import type { ImportRow } from './importRows';
import { IMPORT_FIELDS, validateRow } from './importRows';
import { IMPORT_ROW_UI_SCHEMA, importRowJsonSchema, toErrorSchema } from './rowFormSchema';
import { IMPORT_TEXT } from './strings';

interface RowFixDialogProps {
  rowNumber: number;
  row: ImportRow;
  /** Errors from outside the row's own rules (duplicates, the server's checks), shown until edited. */
  otherErrors: readonly ImportRowError[];
  onApply: (row: ImportRow) => void;
  onClose: () => void;
}

const validator = zodFormValidator<ImportRow>(memberImportRow);

/** rjsf gives a cleared input as undefined; an import row holds text only. */
function toRow(data: Partial<Record<keyof ImportRow, unknown>> | undefined): ImportRow {
  const row = {} as ImportRow;
  for (const field of IMPORT_FIELDS) row[field] = String(data?.[field] ?? '');
  return row;
}

/**
 * One import row in a JSON-Schema form (rjsf), checked by the row schema it was generated from. The
 * row's current errors (its own rules, live; duplicates and the server's until the row is edited)
 * stand beside the inputs from the moment it opens.
 */
export function RowFixDialog({ rowNumber, row, otherErrors, onApply, onClose }: RowFixDialogProps) {
  const schema = useMemo(importRowJsonSchema, []);
  const [formData, setFormData] = useState<ImportRow>(row);
  const edited = IMPORT_FIELDS.some((field) => formData[field] !== row[field]);
  const ruleErrors = validateRow(formData, rowNumber);
  const shown = edited
    ? ruleErrors
    : [...ruleErrors, ...otherErrors.filter((other) => !ruleErrors.some((own) => own.field === other.field))];

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="row-fix-title">
      <DialogTitle id="row-fix-title">{IMPORT_TEXT.fixTitle(rowNumber)}</DialogTitle>
      <DialogContent>
        <Form
          schema={schema}
          uiSchema={IMPORT_ROW_UI_SCHEMA}
          formData={formData}
          validator={validator}
          extraErrors={toErrorSchema(shown)}
          showErrorList={false}
          noHtml5Validate
          onChange={(event) => setFormData(toRow(event.formData))}
          onSubmit={(event) => {
            const next = toRow(event.formData);
            if (validateRow(next, rowNumber).length === 0) onApply(next);
          }}
        >
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={onClose}>{IMPORT_TEXT.cancel}</Button>
            <Button type="submit" variant="contained" disabled={ruleErrors.length > 0}>
              {IMPORT_TEXT.fixSave}
            </Button>
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
