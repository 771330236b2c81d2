import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { isAdministrator } from '../../authProvider/memberRules';
import { groupInput, groupRecord } from '../../schemas/groups';
import type { GroupRecord } from '../../schemas/groups';
import { defineResource } from '../_generated';
import { OrgChart } from './LazyOrgChart';
import { GROUP_TEXT } from './strings';

/** group/list: the organisation chart replaces the generated table; create, edit and show stay generated. */
export const groups = defineResource<GroupRecord>({
  name: 'groups',
  apiPath: '/homepage/v2/groups',
  label: GROUP_TEXT.label,
  listPath: 'group/list',
  menu: { label: GROUP_TEXT.title, icon: AccountTreeOutlined, group: 'members' },
  record: groupRecord,
  input: groupInput,
  sort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  canWrite: isAdministrator,
  views: { list: OrgChart },
});
