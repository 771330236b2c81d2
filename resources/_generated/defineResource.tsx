import { lazy, Suspense } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Loading, Navigate, ResourceContextProvider, useBasename, useLocation } from 'react-admin';
import type { RaRecord, ResourceProps } from 'react-admin';
import type { AccessRule } from './access';
import { compileResource } from './compile';
import type { CompiledResource } from './compile';
import { GeneratedCreate, GeneratedEdit, GeneratedShow } from './GeneratedForms';
import { GeneratedList } from './GeneratedList';
import { ReadGate } from './ReadGate';
import { RecordHistory } from './RecordHistory';
import { RelatedLists, rememberResource } from './RelatedLists';
import { sheetPagePath } from './sheet/paths';
import type { ResourceMenuEntry } from './menu';
import type { ResourceDefinition, ResourceRoute } from './types';

/** What the admin registers for one resource. */
export interface GeneratedResource {
  name: string;
  label: string;
  listPath?: string;
  /** The collection's API path: the admin builds the dataProvider's path table from these. */
  apiPath: string;
  /** The left-menu entry, also carried by the registered `<Resource>` (options.menu) for the menu to read. */
  menu?: ResourceMenuEntry;
  compiled: CompiledResource;
  /** Spread onto `<Resource>`: create, edit and show keep react-admin's routes (/members/create, …). */
  resourceProps: ResourceProps;
  /** Admin-shell routes: the menu's list path (e.g. member/list) and the resource's own pages. */
  routes: ResourceRoute[];
  access: AccessRule;
}

/**
 * react-admin's own list route (/members) forwards to the menu's path (member/list) with the query,
 * so "back to the list" after a save and the left menu agree on one address; likewise its create
 * route to a definition's `createPath`.
 */
function ForwardTo({ path }: { path: string }) {
  const basename = useBasename();
  const { search } = useLocation();
  return <Navigate to={`${basename}/${path}${search}`} replace />;
}

const Plain = ({ children }: { children: ReactNode }) => <>{children}</>;

// The import page brings rjsf and (on use) the spreadsheet library: a chunk of its own.
const SheetImportPage = lazy(() =>
  import('./sheet/SheetImportPage').then((m) => ({ default: m.SheetImportPage })),
);

function viewOf(View: ComponentType | false | undefined, fallback: ReactElement): ReactElement | undefined {
  if (View === false) return undefined;
  return View ? <View /> : fallback;
}

/**
 * Turns a schema-driven definition into a registered resource: the list at the menu's path, and
 * react-admin's create, edit and show pages, each the generated one unless the definition brings
 * its own (or false for none). A read-only resource (no input schema) gets no write pages.
 */
export function defineResource<R extends RaRecord>(definition: ResourceDefinition<R>): GeneratedResource {
  const compiled = compileResource(definition);
  rememberResource(compiled);
  const { name, label, listPath, apiPath, canRead, views = {} } = compiled.definition;
  const writable = compiled.writable;
  const menu: ResourceMenuEntry | undefined =
    compiled.definition.menu && listPath !== undefined
      ? {
          ...compiled.definition.menu,
          waiting: compiled.definition.waiting,
          path: listPath,
          canRead,
          resource: name,
        }
      : undefined;
  const ListView = views.list;
  const Frame = compiled.definition.frame ?? Plain;
  // Keyed by resource (and address): moving from one generated list to another must mount a new
  // list, or react-admin keeps the previous resource's rows (and their filters) as placeholder data
  // while the new ones load, and this resource's columns render rows of another.
  const page = (path: string, content: ReactElement): ResourceRoute => ({
    path,
    element: (
      <ResourceContextProvider key={`${name}:${path}`} value={name}>
        <ReadGate>
          <Frame>{content}</Frame>
        </ReadGate>
      </ResourceContextProvider>
    ),
  });
  const listView = (path: string) =>
    ListView ? <ListView /> : <GeneratedList resource={compiled} path={path} />;
  // 변경 이력 below every detail and edit page (RecordHistory), unless the definition has none.
  const withHistory = (view: ReactElement | undefined) =>
    view && compiled.definition.history !== false ? (
      <>
        {view}
        <RecordHistory resource={compiled} />
      </>
    ) : (
      view
    );
  // The lists the definition relates to a record come between its detail and its 변경 이력.
  const { related } = compiled.definition;
  const withRelated = (view: ReactElement | undefined) =>
    view && related?.length ? (
      <>
        {view}
        <RelatedLists related={related} />
      </>
    ) : (
      view
    );
  const showView = withHistory(withRelated(viewOf(views.show, <GeneratedShow resource={compiled} />)));
  const createView = writable ? viewOf(views.create, <GeneratedCreate resource={compiled} />) : undefined;
  const { listPaths = [], showPath, createPath } = compiled.definition;
  const sheetPath = sheetPagePath(compiled.definition);
  const sheetPage = (
    <Suspense fallback={<Loading />}>
      <SheetImportPage definition={compiled.definition} />
    </Suspense>
  );
  // react-admin's own routes (/<name>/create, /<name>/:id/show, …) are pages of the resource too.
  const framed = (view: ReactElement | undefined) => view && <Frame>{view}</Frame>;
  return {
    name,
    label,
    listPath,
    apiPath,
    menu,
    compiled,
    resourceProps: {
      name,
      options: { label, menu, waiting: compiled.definition.waiting },
      icon: menu?.icon,
      recordRepresentation: compiled.definition.recordRepresentation ?? namingField(compiled.fields),
      list: listPath === undefined ? undefined : <ForwardTo path={listPath} />,
      // With its own address, react-admin's (the empty list's 등록 leads there) forwards to it.
      create: createPath && createView ? <ForwardTo path={createPath} /> : framed(createView),
      edit: framed(
        writable ? withHistory(viewOf(views.edit, <GeneratedEdit resource={compiled} />)) : undefined,
      ),
      show: framed(showView),
    },
    routes: [
      ...(listPath === undefined ? [] : [listPath, ...listPaths]).map((path) => page(path, listView(path))),
      ...(showPath && showView ? [page(showPath, showView)] : []),
      ...(createPath && createView ? [page(createPath, createView)] : []),
      ...(sheetPath ? [page(sheetPath, sheetPage)] : []),
      ...(compiled.definition.routes ?? []),
    ],
    access: {
      name,
      listPath,
      canRead,
      canWrite: writable ? compiled.definition.canWrite : () => false,
      // A read-only list may still take rows from a sheet (its own bulk call decides what they do).
      canImport: compiled.definition.sheetImport
        ? (compiled.definition.sheetImport.canImport ?? compiled.definition.canWrite ?? (() => true))
        : undefined,
    },
  };
}

/** Fields that name a record, in the order tried when a definition names none. */
const NAMING_FIELDS = ['name', 'title', 'companyName', 'productName', 'subject'];

/**
 * A record's name where its definition gives no `recordRepresentation`: its first naming field, so a
 * row's checkbox reads "주식회사 이투이 선택" and a page title its name, not react-admin's "#<id>".
 */
function namingField(fields: readonly { source: string }[]): string | undefined {
  return NAMING_FIELDS.find((name) => fields.some((field) => field.source === name));
}
