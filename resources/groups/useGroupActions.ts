import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { errorMessageOf } from '../../dataProviders/apiErrors';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import type { GroupRecord } from '../../schemas/groups';
import { GROUP_TEXT } from './strings';
import { canMoveTo, lastSort } from './tree';

/**
 * The chart's writes. create and rename reject with the server's error, so the dialog can put a
 * field message beside the name; move and delete show the server's own message (a department with
 * members cannot be deleted: the server says so, in Korean).
 */
export function useGroupActions(groups: readonly GroupRecord[]) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const done = (message: string) => {
    notify(message, { type: 'success' });
    // Counts and names show in the members' list too: refresh every cached query, not just the chart.
    refresh();
  };
  const failed = (error: unknown) => notify(errorMessageOf(error, GROUP_TEXT.failed), { type: 'error' });

  return {
    async create(name: string, parentId: string | null) {
      await dataProvider.create('groups', { data: { name, parentId, sort: lastSort(groups, parentId) } });
      done(GROUP_TEXT.created);
    },
    async rename(group: GroupRecord, name: string) {
      await dataProvider.update('groups', {
        id: group.id,
        data: { name, parentId: group.parentId, sort: group.sort },
        previousData: group,
      });
      done(GROUP_TEXT.renamed);
    },
    async move(group: GroupRecord, parentId: string | null) {
      if (parentId === group.parentId) return;
      if (!canMoveTo(groups, group.id, parentId)) {
        notify(GROUP_TEXT.cannotMoveInside, { type: 'warning' });
        return;
      }
      try {
        await dataProvider.resourceFetch('groups', `/${encodeURIComponent(group.id)}/move`, {
          method: 'PUT',
          body: { parentId, sort: lastSort(groups, parentId, group.id) },
        });
        done(GROUP_TEXT.moved);
      } catch (error) {
        failed(error);
      }
    },
    async remove(group: GroupRecord) {
      try {
        await dataProvider.delete('groups', { id: group.id, previousData: group });
        done(GROUP_TEXT.deleted);
      } catch (error) {
        failed(error);
      }
    },
  };
}

export type GroupActions = ReturnType<typeof useGroupActions>;
