import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import type { z } from 'zod';
import type { GateMember, LeftMenuGroup } from '../../authProvider/permissions';
import type { SheetImport } from './sheet/types';

/** What a resource changes about one generated column (keyed by field name). */
export interface ColumnOverride<R extends RaRecord = RaRecord> {
  /** Show (or hide) the field's column whatever its metadata `list` says. */
  list?: boolean;
  label?: string;
  /** The cell's content instead of the generated one. */
  render?: (record: R) => ReactNode;
  /** The cell's text in the XLSX export (default: what the generated cell shows, as text). */
  text?: (record: R) => string;
  sortable?: boolean;
}

/** A column that is not a schema field (a summary, row actions). */
export interface ExtraColumn<R extends RaRecord = RaRecord> extends ColumnOverride<R> {
  /** Column key (also the sort field when sortable). */
  source: string;
  label: string;
  /** Placed after this field's column (default: last). */
  after?: string;
  /** Part of the XLSX export (needs `text`). */
  exported?: boolean;
}

/** A cell of a record's line: its text from the line (and the record it belongs to). */
export interface LineCell {
  label: string;
  text: (line: Record<string, unknown>) => string;
  align?: 'right' | 'left' | 'center';
}

/**
 * The lines of a record (an array field of it) as a table on the detail page, below the record's
 * fields: one column per labelled field of the line's schema, cells as the list would show them.
 */
export interface RecordLines {
  /** The record's array field. */
  source: string;
  /** The table's caption (조사 항목, 주문 상품). */
  label: string;
  /** The schema of one line: its field metadata makes the columns. */
  record: z.ZodObject;
  /** A line field's cell text instead of the generated one (a null count read as 미조사). */
  columns?: Partial<Record<string, Pick<LineCell, 'text'>>>;
  /** Columns that are not line fields (a difference worked out from two of them), after the fields. */
  extra?: readonly LineCell[];
  /** What the page says when the record has no line. */
  empty: string;
}

/** An extra admin route of a resource, below /pc/admin (e.g. the member import page). */
export interface ResourceRoute {
  path: string;
  element: ReactElement;
}

/** A resource's entry in the admin's left menu; it links to the resource's `listPath`. */
export interface ResourceMenu {
  /** The entry's Korean name. */
  label: string;
  /** The collapsed menu shows only icons: each entry needs its own. */
  icon: ComponentType;
  /** The menu section; entries of a section keep the order of the registered resource list. */
  group: LeftMenuGroup;
  /** Set from the definition's `waiting`. */
  waiting?: WaitingRows;
}

/**
 * Rows waiting for someone (transfers to audit, sign-ups to review): the console's menu entry shows
 * their count, read from the resource's own list call with this filter, kept live (useLiveCounts),
 * and says what they wait for.
 */
export interface WaitingRows {
  filter: Record<string, unknown>;
  label: string;
  /** The record's field holding when the row began to wait (default `createdAt`): its 대기 시간 column. */
  since?: string;
  /** Hours a row may wait before its age shows as late, unless the console set another limit. */
  limitHours?: number;
}

/** A list's period: one month (`YYYY-MM`) or one year (`YYYY`) at a time, this one in Seoul first. */
export interface PeriodFilter {
  /** The filter the server reads, e.g. 'period' or 'month' (YYYY-MM), or 'year' (YYYY). */
  source: string;
  unit: 'month' | 'year';
}

/** The parameters of the address a list or detail page was opened at (`:year`, `:board`, …). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A list of another resource on a record's detail page (ResourceDefinition.related). */
export interface RelatedList {
  /** The other resource's name; it must be one of the console's declared resources. */
  resource: string;
  /** The section's heading (default: the resource's label). */
  label?: string;
  /** The other list's filter for this record, from the record's id (e.g. `{ companyId: id }`). */
  filter: (id: string) => Record<string, unknown>;
}

/**
 * The short per-resource definition, the one place a resource is described: its API path, its menu
 * entry, its routes and who may read and write it. Everything else (columns, filters, inputs,
 * validation, export) comes from the schemas' field metadata.
 */
export interface ResourceDefinition<R extends RaRecord = RaRecord> {
  /** react-admin resource name (the key of the dataProvider's path table). */
  name: string;
  /** The collection's API path, e.g. '/homepage/v2/members' (items are `${apiPath}/{id}`). */
  apiPath: string;
  /** Korean name (page titles, delete confirmations, export file name). */
  label: string;
  /**
   * The list's page below the admin's base path, where the menu links to (e.g. 'member/list').
   * Absent: the list is drawn only inside another page (`ResourceList`, e.g. an event's subjects).
   */
  listPath?: string;
  /** More addresses of the same list, with parameters (e.g. 'uses/invoice/:year/:month/:type'). */
  listPaths?: readonly string[];
  /**
   * The address's parameters as filters the user cannot clear (react-admin's permanent filter), e.g.
   * `({ year, month }) => ({ month: `${year}-${month}` })`; also given the list path's own, none.
   * `path` is the address pattern the list was opened at (`listPath` or one of `listPaths`), for a
   * filter that a literal segment of the address decides.
   */
  routeFilter?: (params: RouteParams, path: string) => Record<string, unknown>;
  /** A month or year switcher above the rows (◀ 2026년 11월 ▶), this Seoul month or year by default. */
  period?: PeriodFilter;
  /** A panel above the rows (totals of the filtered period): rendered in the list's context. */
  summary?: ComponentType;
  /**
   * The detail page's address with `:id` (e.g. 'dashboard/display/detail/:id'); rows and cards lead
   * there. Default: react-admin's `/<name>/:id/show`.
   */
  showPath?: string;
  /**
   * The create page's own address (e.g. 'customer/cs/write'); the list's 등록 leads there. With a
   * `showPath`, saving opens the new record's detail page. Default: react-admin's `/<name>/create`.
   */
  createPath?: string;
  /**
   * The create button's words when "등록" says too little (e.g. '구매 요청하기'). With it, an empty
   * list (no record, no filter) also offers the button under its message, so the first record is
   * one click away.
   */
  createLabel?: string;
  /** The edit page's heading when "<label> 수정" says the wrong thing (e.g. '1:1 문의 답변'). */
  editLabel?: string;
  /** Wraps every page of the resource (e.g. a gate that forwards to an outside address when set). */
  frame?: ComponentType<{ children: ReactNode }>;
  /** Its left-menu entry; a resource without one is reached by links only. */
  menu?: Omit<ResourceMenu, 'waiting'>;
  /** What waits in this list for someone; its menu entry counts it (both consoles). */
  waiting?: WaitingRows;
  /** Who may open it at all (its pages and its menu entry; default: every member); the server checks again. */
  canRead?: (member: GateMember) => boolean;
  /** What the list and detail screens get. */
  record: z.ZodObject;
  /** Body of create and update; without it the resource is read-only. */
  input?: z.ZodObject;
  /** Fields offered as filters (default: those with metadata `filter`). */
  filters?: readonly string[];
  /** Filters that are not fields of the record (e.g. a year, or a department of an embedded name). */
  extraFilters?: readonly ReactElement[];
  /** Placeholder of the `q` search box; false for no search box. */
  search?: string | false;
  sort?: SortPayload;
  /** Filters applied when the list opens (called on each visit, e.g. the current month). */
  filterDefaultValues?: () => Record<string, unknown>;
  recordRepresentation?: string | ((record: R) => string);
  /** Who may create, edit, delete (and use the resource's write pages); the server checks again. */
  canWrite?: (member: GateMember) => boolean;
  columns?: Partial<Record<string, ColumnOverride<R>>>;
  extraColumns?: readonly ExtraColumn<R>[];
  /** Extra toolbar content of the list (import, invite, month switcher). */
  listActions?: ReactNode;
  /** Extra content of the detail page (e.g. the authority dialog button). */
  showActions?: ReactNode;
  /** The record's lines as a table on the detail page (an order's goods, a check's counted lines). */
  lines?: RecordLines;
  /**
   * Other declared resources' lists on the detail page, each narrowed to this record (a company's
   * invoices, messages and 변경 이력), under its own heading, in this order.
   */
  related?: readonly RelatedList[];
  /** Bulk delete of checked rows (default: on for a writable resource). */
  bulkDelete?: boolean;
  /**
   * More buttons for the checked rows, beside bulk delete: <BulkCallButton> for a row call done on
   * each checked row (승인 of several sign-ups), react-admin bulk buttons, or the resource's own
   * reading useListContext().selectedIds. Shown to whoever sees the list: the server checks each call.
   */
  bulkActions?: ReactNode;
  /**
   * How a row reads as a card on a phone (below 600 px), by field or extra-column names. Default:
   * primary the record representation's column (or the first column), secondary the next two columns.
   */
  card?: { primary?: string; secondary?: readonly string[] };
  /** Rows added or changed from a spreadsheet: the list offers the import page (sheet/types.ts). */
  sheetImport?: SheetImport;
  /** XLSX export: extra field names beyond the list columns, or false for none. */
  export?: { extraFields?: readonly string[] } | false;
  /** A view replaced by the resource's own screen, or false for none. */
  views?: {
    list?: ComponentType;
    show?: ComponentType | false;
    edit?: ComponentType | false;
    create?: ComponentType | false;
  };
  routes?: readonly ResourceRoute[];
  /**
   * 변경 이력 below the detail and edit pages (RecordHistory: the revisions of
   * `GET …/history/{kind}/{id}`, kind = the API path's last segment, and 이 시점으로 되돌리기); false
   * for a resource whose records have no history kind on the server (nothing is written to them).
   */
  history?: false;
}
