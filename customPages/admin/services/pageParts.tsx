import type { Dispatch, SetStateAction } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { ResponsiveTable, type TableColumn, type TableRowCells } from '../../../resources/_generated/report';

/** The page's h1, with what it is about after a dot ("식권 발급 · 본사") once that is known. */
export const PageHeading = ({ title, detail }: { title: string; detail?: string | null }) => (
  <Typography variant="h5" component="h1">
    {title}
    {detail ? ` · ${detail}` : ''}
  </Typography>
);

/** Label and value pairs as a description list, the labels in a column `labelWidth` pixels wide. */
export const DetailList = ({ rows, labelWidth }: { rows: Array<[string, string]>; labelWidth: number }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: `${labelWidth}px 1fr`, gap: 0.5, m: 0 }}>
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/**
 * A dense table whose caption only screen readers get (a heading above says it); with no rows the
 * `empty` line instead, when there is one (none while loading: the table shows without rows).
 */
export const ListTable = ({
  empty,
  ...table
}: {
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly TableRowCells[];
  empty?: string;
}) =>
  empty && table.rows.length === 0 ? (
    <Typography color="text.secondary">{empty}</Typography>
  ) : (
    <ResponsiveTable {...table} captionHidden dense />
  );

/** Table columns from their labels, the last one (a price or an amount) aligned right. */
export const amountLastColumns = (labels: readonly string[]) =>
  labels.map((label, index) => ({
    label,
    align: index === labels.length - 1 ? ('right' as const) : undefined,
  }));

/**
 * The text and date fields of a form kept as strings in state: each shows the server's message for
 * its name under it (a blank line otherwise, so the layout does not jump).
 */
export function formFields<Form extends Record<string, string>>(
  form: Form,
  setForm: Dispatch<SetStateAction<Form>>,
  errors: Record<string, string>,
) {
  return (name: keyof Form & string, label: string, type: 'number' | 'date') => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
