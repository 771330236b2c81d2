import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ReferenceInput, SelectInput, useInput } from 'react-admin';
import { DatePicker } from '../../components/inputs/DatePicker';
import { useFormContext } from 'react-hook-form';
import { dateShortcuts, fromIsoDate, toIsoDate } from './dates';
import { KoreanSafeAutocompleteInput, KoreanSafeSearchInput } from './imeInputs';
import type { DateStorage, FieldSpec } from './schemaFields';
import { DATE_TEXT, LIST_TEXT } from './strings';
import type { ResourceDefinition } from './types';

/**
 * The list's filters, always shown: the `q` search box, then one input per filter field (a select of
 * its choices, a reference picker, or a date range with the spec's shortcuts), then the extra ones.
 * Text boxes and pickers wait for whole Korean syllables (imeInputs), so no list needs code of its own.
 */
export function listFilters(definition: ResourceDefinition, fields: readonly FieldSpec[]): ReactElement[] {
  const names = definition.filters ?? fields.filter((field) => field.filter).map((field) => field.source);
  const filters: ReactElement[] = [];
  if (definition.search !== false) {
    filters.push(
      <KoreanSafeSearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={definition.search ?? LIST_TEXT.searchPlaceholder}
      />,
    );
  }
  for (const name of names) {
    const field = fields.find((candidate) => candidate.source === name);
    if (field) filters.push(filterInput(field));
  }
  return [...filters, ...(definition.extraFilters ?? [])];
}

function filterInput(field: FieldSpec): ReactElement {
  const { source, label } = field;
  if (field.input === 'reference' && field.meta.reference) {
    return (
      <ReferenceInput key={source} source={source} reference={field.meta.reference} perPage={100} alwaysOn>
        <KoreanSafeAutocompleteInput label={label} optionText="name" sx={{ minWidth: 200 }} />
      </ReferenceInput>
    );
  }
  if (field.input === 'date') {
    return (
      <DateRangeFilter
        key={source}
        source={source}
        label={label}
        storage={field.dateStorage ?? 'iso'}
        alwaysOn
      />
    );
  }
  if (field.choices) {
    return <SelectInput key={source} source={source} label={label} choices={[...field.choices]} alwaysOn />;
  }
  return <KoreanSafeSearchInput key={source} source={source} placeholder={label} alwaysOn />;
}

/**
 * A date range as two filters, `<source>_gte` and `<source>_lte`, in the field's own storage (so the
 * server compares like with like), with the spec's shortcuts (오늘 … 지난 달) filling both ends.
 */
export function DateRangeFilter({
  source,
  label,
  storage,
}: {
  source: string;
  label: string;
  storage: DateStorage;
  alwaysOn?: boolean;
}) {
  const { setValue } = useFormContext();
  const parse = (value: string) => fromIsoDate(value, storage);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <DateFilterInput source={`${source}_gte`} label={`${label} ${LIST_TEXT.rangeFrom}`} parse={parse} />
      <DateFilterInput source={`${source}_lte`} label={`${label} ${LIST_TEXT.rangeTo}`} parse={parse} />
      <Box role="group" aria-label={`${label} ${DATE_TEXT.shortcuts}`} sx={{ display: 'flex', gap: 0.5 }}>
        {dateShortcuts().map((shortcut) => (
          <Chip
            key={shortcut.label}
            label={shortcut.label}
            size="small"
            variant="outlined"
            onClick={() => {
              setValue(`${source}_gte`, parse(shortcut.from), { shouldDirty: true });
              setValue(`${source}_lte`, parse(shortcut.to), { shouldDirty: true });
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

/** One end of a date range: the Korean calendar (holidays marked) bound to the filter form. */
function DateFilterInput({
  source,
  label,
  parse,
}: {
  source: string;
  label: string;
  parse: (value: string) => string;
}) {
  const { field } = useInput({ source });
  return (
    <Box sx={{ width: 180 }}>
      <DatePicker
        label={label}
        name={source}
        value={toIsoDate(field.value)}
        onChange={(value) => field.onChange(value ? parse(value) : '')}
        shortcuts={false}
        size="small"
        fullWidth
      />
    </Box>
  );
}
