import { groupInput, groupMoveBody, groupRecord } from '../../../schemas/groups';
import { call, crud, defineRoutes } from '../../api/defineRoutes';
import { getGroup, groupList, groupService, moveGroup } from '../../services/organisation/groups';

/** group/list, the organisation chart: everyone reads, administrators change it. */
export const groupRoutes = defineRoutes('groups', {
  ...crud('/homepage/v2/groups', {
    label: '부서',
    kind: 'group',
    record: groupRecord,
    input: groupInput,
    list: groupList,
    access: { read: 'member', create: 'administrator', update: 'administrator', delete: 'administrator' },
    service: groupService,
  }),
  'PUT /homepage/v2/groups/{id}/move': call({
    access: 'administrator',
    summary: '부서 옮기기 (sort는 새 형제 부서 사이의 위치, 자기 하위로는 불가)',
    ids: { id: 'group' },
    body: groupMoveBody,
    response: groupRecord,
    failures: [409],
    audit: { target: 'group', before: (c) => getGroup(c.ctx, c.session, c.ids.id!) },
    handler: (c) => moveGroup(c.ctx, c.session, c.ids.id!, c.body),
  }),
});
