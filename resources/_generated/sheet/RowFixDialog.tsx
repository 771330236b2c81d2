import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Form from '@rjsf/mui';
import type { z } from 'zod';
import type { ImportColumns } from '../../../schemas/importColumns';
import type { SheetRowError } from '../../../schemas/sheet';
import { zodFormValidator } from '../zodFormValidator';
import { rowErrors } from './rows';
import type { SheetRow } from './rows';
import { rowJsonSchema, rowUiSchema, toErrorSchema } from './rowForm';
import { SHEET_TEXT } from './strings';

interface RowFixDialogProps {
  /** The row's number as the preview shows it. */
  shownNumber: number;
  row: SheetRow;
  schema: z.ZodType;
  columns: ImportColumns;
  /** Errors from outside the row's own rules (duplicates, the server's checks), shown until edited. */
  otherErrors: readonly SheetRowError[];
  onApply: (row: SheetRow) => void;
  onClose: () => void;
}

/**
 * One import row in a JSON-Schema form (rjsf), checked by the row schema it was generated from. The
 * row's current errors (its own rules, live; duplicates and the server's until the row is edited)
 * stand beside the inputs from the moment it opens.
 */
export function RowFixDialog({
  shownNumber,
  row,
  schema,
  columns,
  otherErrors,
  onApply,
  onClose,
}: RowFixDialogProps) {
  const jsonSchema = useMemo(() => rowJsonSchema(schema, columns), [schema, columns]);
  const uiSchema = useMemo(() => rowUiSchema(columns), [columns]);
  const validator = useMemo(() => zodFormValidator<SheetRow>(schema), [schema]);
  const fields = Object.keys(columns);
  // rjsf gives a cleared input as undefined; an import row holds text only.
  const toRow = (data: Partial<Record<string, unknown>> | undefined): SheetRow =>
    Object.fromEntries(fields.map((field) => [field, String(data?.[field] ?? '')]));
  const [formData, setFormData] = useState<SheetRow>(row);
  const edited = fields.some((field) => formData[field] !== row[field]);
  const ruleErrors = rowErrors(schema, formData, 0);
  const shown = edited
    ? ruleErrors
    : [...ruleErrors, ...otherErrors.filter((other) => !ruleErrors.some((own) => own.field === other.field))];

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="row-fix-title">
      <DialogTitle id="row-fix-title">{SHEET_TEXT.fixTitle(shownNumber)}</DialogTitle>
      <DialogContent>
        <Form
          schema={jsonSchema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          extraErrors={toErrorSchema(shown, columns)}
          showErrorList={false}
          noHtml5Validate
          onChange={(event) => setFormData(toRow(event.formData))}
          onSubmit={(event) => {
            const next = toRow(event.formData);
            if (rowErrors(schema, next, 0).length === 0) onApply(next);
          }}
        >
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={onClose}>{SHEET_TEXT.cancel}</Button>
            <Button type="submit" variant="contained" disabled={ruleErrors.length > 0}>
              {SHEET_TEXT.fixSave}
            </Button>
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
