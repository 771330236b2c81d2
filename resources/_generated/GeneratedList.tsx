import { useEffect, useState } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  TopToolbar,
  useCanAccess,
  useResourceDefinition,
} from 'react-admin';
import { setPageTitle } from '../../lib/pageTitle';
import type { CompiledResource } from './compile';
import { ListPagination, PAGE_SIZE } from './ListPagination';
import { XlsxExportButton } from './XlsxExportButton';

/** The generated list: DataTable of the metadata's columns, filters, 50 rows a page, export, bulk delete. */
export function GeneratedList({ resource }: { resource: CompiledResource }) {
  const { definition, columns, filters, exportColumns } = resource;
  const { hasCreate, hasEdit, hasShow } = useResourceDefinition({ resource: definition.name });
  const { canAccess: canDelete } = useCanAccess({ resource: definition.name, action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource: definition.name, action: 'edit' });
  // Called once per visit: "this month" must not change under an open list, nor on every render.
  const [filterDefaultValues] = useState(() => definition.filterDefaultValues?.());
  useEffect(() => setPageTitle(definition.label), [definition.label]);

  const rowClick = hasEdit && canEdit ? 'edit' : hasShow ? 'show' : false;
  return (
    <List
      resource={definition.name}
      title={definition.label}
      perPage={PAGE_SIZE}
      sort={definition.sort}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      pagination={<ListPagination />}
      exporter={false}
      actions={
        <TopToolbar>
          {definition.listActions}
          {hasCreate ? <CreateButton /> : null}
          {exportColumns.length > 0 ? (
            <XlsxExportButton columns={exportColumns} label={definition.label} />
          ) : null}
        </TopToolbar>
      }
    >
      <DataTable
        rowClick={rowClick}
        bulkActionButtons={
          resource.writable && canDelete && definition.bulkDelete !== false ? (
            <BulkDeleteButton mutationMode="pessimistic" />
          ) : (
            false
          )
        }
      >
        {columns.map((column) => (
          <DataTable.Col
            key={column.source}
            source={column.source}
            label={column.label}
            disableSort={!column.sortable}
            render={column.render}
            // A phone or a date broken over two lines no longer reads as one.
            sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
          />
        ))}
      </DataTable>
    </List>
  );
}
