import { useEffect, useMemo, useRef } from 'react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import {
  DataTableBody,
  DataTableRow,
  I18nContext,
  Link,
  useBasename,
  useCreatePath,
  useGetRecordRepresentation,
  useI18nProvider,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import type { I18nProvider, Identifier, RowClickFunction } from 'react-admin';
import { LIST_TEXT } from './strings';

/** Where a row leads: the edit page for those who may edit, else the detail page, else nowhere. */
export type RowTarget = 'edit' | 'show' | false;

/** A record's detail page at a definition's own address (`showPath` with `:id`). */
export function detailPath(basename: string, showPath: string, id: Identifier): string {
  return `${basename}/${showPath.replace(':id', encodeURIComponent(String(id)))}`;
}

/** Where a row click goes: react-admin's page of the target, or the definition's own detail address. */
export function rowClickOf(
  target: RowTarget,
  basename: string,
  showPath: string | undefined,
): RowTarget | RowClickFunction {
  return target === 'show' && showPath ? (id) => detailPath(basename, showPath, id) : target;
}

/**
 * A row whose checkbox is named after its record ("김민준 선택" instead of fifty "이 행 선택"):
 * react-admin's row checkbox reads its name from the catalogue, so the row hands it a catalogue that
 * answers that one key with the record's name.
 */
function LabelledRow(props: ComponentProps<typeof DataTableRow>) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const i18n = useI18nProvider();
  const name = record ? String(represent(record) ?? '') : '';
  const named = useMemo<I18nProvider>(
    () => ({
      ...i18n,
      translate: (key, options) =>
        key === 'ra.action.select_row' && name ? LIST_TEXT.selectRow(name) : i18n.translate(key, options),
    }),
    [i18n, name],
  );
  return (
    <I18nContext.Provider value={named}>
      <DataTableRow {...props} />
    </I18nContext.Provider>
  );
}

/**
 * DataTable's body with labelled row checkboxes. MUI puts a Checkbox's aria-label on its wrapping
 * span, where it names nothing; after each render the name moves to the input it belongs to.
 */
export function LabelledRowBody(props: ComponentProps<typeof DataTableBody>) {
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    body.current?.querySelectorAll<HTMLElement>('span[aria-label]').forEach((wrapper) => {
      const input = wrapper.querySelector('input[type="checkbox"]');
      if (!input) return;
      input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
      wrapper.removeAttribute('aria-label');
    });
  });
  return <DataTableBody {...props} ref={body} row={LabelledRow} />;
}

/**
 * The first cell of a row as a link to the record, so the keyboard reaches it (Tab, then Enter) and
 * a screen reader announces it; the row stays clickable for the mouse.
 */
export function RecordLink({
  target,
  showPath,
  children,
}: {
  target: RowTarget;
  /** The detail page's own address, when the definition gives one. */
  showPath?: string;
  children: ReactNode;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const basename = useBasename();
  if (!target || !record || !resource) return <>{children}</>;
  return (
    <Link
      to={
        target === 'show' && showPath
          ? detailPath(basename, showPath, record.id)
          : createPath({ resource, id: record.id, type: target })
      }
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: 3 }}
    >
      {children === '' || children === null ? '-' : children}
    </Link>
  );
}
