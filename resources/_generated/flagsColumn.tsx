import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { RaRecord } from 'react-admin';
import type { FieldSpec } from './schemaFields';
import type { ExtraColumn } from './types';

/** "구매 요청 승인 권한" -> "구매 요청 승인": the chip names a flag, the column header says what they are. */
const chipName = (field: FieldSpec) => field.label.replace(/\s*권한$/, '');

/** The names of the boolean fields that are on, in schema order. */
export function flagNames(fields: readonly FieldSpec[], record: RaRecord): string[] {
  return fields.filter((field) => field.input === 'boolean' && record[field.source] === true).map(chipName);
}

/**
 * One column summing up several yes/no fields (authority flags) as chips, instead of a column each;
 * exported as the names joined by commas.
 */
export function flagsColumn<R extends RaRecord>(options: {
  source: string;
  label: string;
  after?: string;
  fields: readonly FieldSpec[];
}): ExtraColumn<R> {
  const { fields, ...column } = options;
  return {
    ...column,
    exported: true,
    text: (record) => flagNames(fields, record).join(', '),
    render: (record) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 180 }}>
        {flagNames(fields, record).map((name) => (
          <Chip key={name} label={name} size="small" variant="outlined" />
        ))}
      </Stack>
    ),
  };
}
