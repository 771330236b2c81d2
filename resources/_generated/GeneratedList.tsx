import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import {
  BulkDeleteButton,
  ColumnsButton,
  DataTable,
  FilterButton,
  LinkBase,
  List,
  TopToolbar,
  useBasename,
  useCanAccess,
  useCreatePath,
  useParams,
  useResourceDefinition,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import { setPageTitle } from '../../lib/pageTitle';
import type { CompiledResource } from './compile';
import { ListEmpty, ListLoadFailed } from './ListStates';
import { ListPagination, PAGE_SIZE } from './ListPagination';
import { PageHeading } from './PageHeading';
import { currentPeriod, PeriodBar } from './PeriodBar';
import { cardColumns, FilterDrawer, PhoneCards } from './PhoneList';
import { LabelledRowBody, RecordLink, rowClickOf } from './rows';
import type { RowTarget } from './rows';
import { LIST_TEXT } from './strings';
import { XlsxExportButton } from './XlsxExportButton';
import { SheetImportButton } from './sheet/SheetImportButton';

/** "등록", spelled out on every screen size (react-admin's own turns into a floating icon over the pager on a phone). */
function CreateLink({ resource, path, label }: { resource: string; path?: string; label?: string }) {
  const createPath = useCreatePath();
  const basename = useBasename();
  return (
    <Button
      component={LinkBase}
      to={path ? `${basename}/${path}` : createPath({ resource, type: 'create' })}
      variant="contained"
      size="medium"
      startIcon={<AddIcon />}
      sx={{ minHeight: 40 }}
    >
      {label ?? LIST_TEXT.create}
    </Button>
  );
}

/**
 * The generated list: on a wide screen a DataTable of the metadata's columns (first cell a link to the
 * record, labelled checkboxes, a remembered column chooser), on a phone cards with the filters in a
 * drawer; saved searches, 50 rows a page, export, bulk actions, and an error state that is not "empty".
 */
export function GeneratedList({
  resource,
  path = resource.definition.listPath,
  embedded,
}: {
  resource: CompiledResource;
  /** The address pattern the list was opened at (`listPath` or one of `listPaths`). */
  path?: string;
  /**
   * Drawn inside another page (a record's section): its filter, no heading, nothing in the address;
   * `bulkActions` replace the resource's own buttons for checked rows (the page's own work on them).
   */
  embedded?: { filter: Record<string, unknown>; bulkActions?: ReactNode; perPage?: number };
}) {
  const { definition, columns, filters, exportColumns } = resource;
  const { hasCreate, hasEdit, hasShow } = useResourceDefinition({ resource: definition.name });
  const { canAccess: canDelete } = useCanAccess({ resource: definition.name, action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource: definition.name, action: 'edit' });
  const { canAccess: canCreate } = useCanAccess({ resource: definition.name, action: 'create' });
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const basename = useBasename();
  const params = useParams();
  // Called once per visit: "this month" must not change under an open list, nor on every render.
  const [filterDefaultValues] = useState(() => ({
    ...(definition.period ? { [definition.period.source]: currentPeriod(definition.period.unit) } : {}),
    ...definition.filterDefaultValues?.(),
  }));
  useEffect(() => {
    if (!embedded) setPageTitle(definition.label);
  }, [definition.label, embedded]);
  const routeFilter = definition.routeFilter?.(params, path ?? '');
  const permanentFilter = embedded ? { ...routeFilter, ...embedded.filter } : routeFilter;
  // A filter the page fixes (a company's page lists its own messages) is not offered to change.
  const fixed = Object.keys(permanentFilter ?? {}).join(' ');
  const offeredFilters = useMemo(() => {
    const keys = new Set(fixed.split(' '));
    return filters.filter((filter) => !keys.has((filter.props as { source?: string }).source ?? ''));
  }, [filters, fixed]);

  const showable = hasShow || Boolean(definition.showPath);
  const target: RowTarget = hasEdit && canEdit ? 'edit' : showable ? 'show' : false;
  // The first cell's link reads the record first (its detail page has 수정); a mouse click on the row edits at once.
  const linkTarget: RowTarget = showable ? 'show' : target;
  const rowClick = rowClickOf(target, basename, definition.showPath);
  const Summary = definition.summary;
  const card = cardColumns(definition, columns);
  // Bulk delete needs the right to delete; declared bulk actions are calls the server checks, each
  // as its row button would be (BulkCallButton).
  const deletable = resource.writable && canDelete && definition.bulkDelete !== false;
  const bulkActionButtons = embedded?.bulkActions ? (
    embedded.bulkActions
  ) : deletable || definition.bulkActions ? (
    <>
      {definition.bulkActions}
      {deletable ? (
        // An embedded list's filter fills its API path's template ({eventId}) for the deletes too.
        <BulkDeleteButton
          mutationMode="pessimistic"
          mutationOptions={embedded ? { meta: embedded.filter } : undefined}
        />
      ) : null}
    </>
  ) : (
    false
  );
  return (
    <>
      {embedded ? null : <PageHeading>{definition.label}</PageHeading>}
      <List
        resource={definition.name}
        title={embedded ? false : definition.label}
        // An embedded list keeps its sort, page and filters to itself, not in the page's address.
        disableSyncWithLocation={Boolean(embedded)}
        storeKey={embedded ? false : undefined}
        perPage={embedded?.perPage ?? PAGE_SIZE}
        sort={definition.sort}
        filters={phone ? undefined : offeredFilters}
        filterDefaultValues={filterDefaultValues}
        filter={permanentFilter}
        pagination={<ListPagination />}
        exporter={false}
        error={<ListLoadFailed />}
        // A resource that names its create action offers it on the empty list too (react-admin's own
        // empty page says "등록" and leads through its create route).
        empty={
          definition.createLabel && !embedded ? (
            <ListEmpty
              action={
                hasCreate && canCreate ? (
                  <CreateLink
                    resource={definition.name}
                    path={definition.createPath}
                    label={definition.createLabel}
                  />
                ) : null
              }
            />
          ) : undefined
        }
        offline={<ListLoadFailed offline />}
        actions={
          <TopToolbar
            // On a phone the actions wrap from the left instead of running off the screen's edge.
            sx={{
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
              justifyContent: { xs: 'flex-start', sm: 'flex-end' },
            }}
          >
            {phone ? <FilterDrawer filters={offeredFilters} /> : <FilterButton />}
            {definition.listActions}
            {definition.sheetImport && !embedded ? <SheetImportButton definition={definition} /> : null}
            {hasCreate && canCreate ? (
              <CreateLink
                resource={definition.name}
                path={definition.createPath}
                label={definition.createLabel}
              />
            ) : null}
            {exportColumns.length > 0 ? (
              <XlsxExportButton columns={exportColumns} label={definition.label} />
            ) : null}
            {phone ? null : <ColumnsButton />}
          </TopToolbar>
        }
      >
        {definition.period ? <PeriodBar period={definition.period} /> : null}
        {Summary ? <Summary /> : null}
        {phone && card ? (
          <PhoneCards card={card} target={rowClick} />
        ) : (
          <DataTable rowClick={rowClick} body={LabelledRowBody} bulkActionButtons={bulkActionButtons}>
            {columns.map((column, index) => (
              <DataTable.Col
                key={column.source}
                source={column.source}
                label={column.label}
                disableSort={!column.sortable}
                align={column.align}
                render={(record: RaRecord) =>
                  index === 0 ? (
                    <RecordLink target={linkTarget} showPath={definition.showPath}>
                      {column.render(record)}
                    </RecordLink>
                  ) : (
                    column.render(record)
                  )
                }
                // A phone or a date broken over two lines no longer reads as one.
                sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
              />
            ))}
          </DataTable>
        )}
      </List>
    </>
  );
}
