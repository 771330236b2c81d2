import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import { fieldText } from './columns';
import { ColumnTable, type Column } from './report/ColumnTable';
import { fieldsOf } from './schemaFields';
import type { RecordLines } from './types';

type Line = Record<string, unknown>;

/** The declared lines' columns: each labelled field of the line schema, then the extra ones. */
function lineColumns(lines: RecordLines): Column<Line>[] {
  const fields = fieldsOf(lines.record).filter((field) => field.meta.list !== false);
  return [
    ...fields.map((field) => {
      const override = lines.columns?.[field.source]?.text;
      const numeric = field.input === 'number' || field.input === 'money' || field.meta.counter !== undefined;
      return {
        label: field.label,
        // The list's own text: amounts with 원, counts with their counter.
        text: (line: Line) => (override ? override(line) : fieldText(field, line[field.source]) || '-'),
        align: numeric ? ('right' as const) : undefined,
      };
    }),
    ...(lines.extra ?? []).map((cell) => ({ label: cell.label, text: cell.text, align: cell.align })),
  ];
}

/** A detail page's lines table (a resource's `lines`), read from the record shown. */
export function RecordLinesTable({ lines }: { lines: RecordLines }) {
  const record = useRecordContext();
  const columns = useMemo(() => lineColumns(lines), [lines]);
  if (!record) return null;
  const rows = Array.isArray(record[lines.source]) ? (record[lines.source] as Line[]) : [];
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <ColumnTable
        caption={`${lines.label} ${rows.length.toLocaleString('ko-KR')}건`}
        columns={columns}
        rows={rows}
        rowKey={(line, index) => String(line.id ?? index)}
        empty={{ text: lines.empty }}
        dense
      />
    </Box>
  );
}
