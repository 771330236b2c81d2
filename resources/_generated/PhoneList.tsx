import { useState } from 'react';
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterLiveForm, SavedQueriesList, SimpleList, useListContext } from 'react-admin';
import type { RaRecord, RowClickFunction } from 'react-admin';
import type { ColumnSpec } from './columns';
import type { RowTarget } from './rows';
import { ListNoMatch } from './ListStates';
import { LIST_TEXT } from './strings';
import type { ResourceDefinition } from './types';

export interface CardColumns {
  primary: ColumnSpec;
  secondary: ColumnSpec[];
}

/**
 * The columns a phone card shows: the definition's `card`, else the record representation's column
 * (or the first one) as the title and the next two columns below it.
 */
export function cardColumns(
  definition: ResourceDefinition,
  columns: readonly ColumnSpec[],
): CardColumns | null {
  const byName = (name: string | undefined) => columns.find((column) => column.source === name);
  const representation =
    typeof definition.recordRepresentation === 'string' ? definition.recordRepresentation : undefined;
  const primary = byName(definition.card?.primary) ?? byName(representation) ?? columns[0];
  if (!primary) return null;
  const secondary = definition.card?.secondary
    ? definition.card.secondary.flatMap((name) => byName(name) ?? [])
    : columns.filter((column) => column !== primary).slice(0, 2);
  return { primary, secondary };
}

/** The list as cards, one per record, each a link (Enter opens it), with the title over its details. */
export function PhoneCards({ card, target }: { card: CardColumns; target: RowTarget | RowClickFunction }) {
  return (
    <SimpleList
      rowClick={target}
      empty={<ListNoMatch />}
      primaryText={(record: RaRecord) => (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 16 }}>
          {card.primary.render(record) || '-'}
        </Typography>
      )}
      secondaryText={(record: RaRecord) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          {card.secondary.map((column) => (
            <Box component="span" key={column.source} sx={{ color: 'text.secondary' }}>
              <Box component="span" sx={{ mr: 1 }}>
                {column.label}
              </Box>
              {column.render(record) || '-'}
            </Box>
          ))}
        </Box>
      )}
      rowSx={() => ({
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        mb: 1,
        bgcolor: 'background.paper',
      })}
      sx={{ px: 0 }}
    />
  );
}

/**
 * On a phone the filters live in a drawer opened by a labelled button, instead of a row of inputs
 * wider than the screen; saved searches sit beside them.
 */
export function FilterDrawer({ filters }: { filters: readonly ReactElement[] }) {
  const [open, setOpen] = useState(false);
  // With the inputs out of sight, the button tells how many conditions narrow the list; an empty
  // result then offers 필터 초기화 (react-admin's no-results state inside the cards).
  const { filterValues } = useListContext();
  const active = Object.values(filterValues ?? {}).filter((value) => value !== '' && value != null).length;
  if (filters.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="medium"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
      >
        {LIST_TEXT.filters}
        {active > 0 ? ` (${active})` : ''}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
        }}
      >
        <Box sx={{ p: 2 }} role="dialog" aria-label={LIST_TEXT.filters}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 700, flex: 1 }}>
              {LIST_TEXT.filters}
            </Typography>
            <IconButton aria-label={LIST_TEXT.closeFilters} onClick={() => setOpen(false)} size="large">
              <CloseIcon />
            </IconButton>
          </Box>
          <FilterLiveForm>
            <Box
              sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                '& .MuiFormControl-root': { width: '100%' },
              }}
            >
              {filters}
            </Box>
          </FilterLiveForm>
          <SavedQueriesList />
        </Box>
      </Drawer>
    </>
  );
}
