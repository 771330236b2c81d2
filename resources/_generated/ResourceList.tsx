import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import type { GeneratedResource } from './defineResource';
import { GeneratedList } from './GeneratedList';

/**
 * A declared resource's list drawn inside another page, e.g. an event's subjects in the event's
 * section: the same columns, filters, cards, export and states as its own page, narrowed by
 * `filter` (which also fills a path template such as `/events/{eventId}/subjects`); `bulkActions`
 * are the page's buttons for checked rows.
 */
export function ResourceList({
  resource,
  filter,
  bulkActions,
}: {
  resource: GeneratedResource;
  filter: Record<string, unknown>;
  bulkActions?: ReactNode;
}) {
  return (
    <ResourceContextProvider value={resource.name}>
      <GeneratedList resource={resource.compiled} embedded={{ filter, bulkActions }} />
    </ResourceContextProvider>
  );
}
