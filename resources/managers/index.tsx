import Chip from '@mui/material/Chip';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { isAdministrator } from '../../authProvider/memberRules';
import type { GateMember } from '../../authProvider/permissions';
import {
  MANAGER_INVITE_COLUMNS,
  managerInviteBody,
  managerInviteRow,
  managerRecord,
} from '../../schemas/managers';
import type { ManagerRecord } from '../../schemas/managers';
import { authorityInput } from '../../schemas/members';
import { formatPhone } from '../../lib/phone';
import { choiceLabel, defineResource, displayDate, fieldsOf, flagsColumn } from '../_generated';
import { InviteButton, RevokeButton } from './ManagerActions';
import { MANAGER_TEXT } from './strings';

/** Administrators, and members given the manager authority, see and manage the administrators. */
const mayManage = (member: GateMember) => isAdministrator(member) || member.hasManagerAuthority;

const STATUS_CHOICES = fieldsOf(managerRecord).find((field) => field.source === 'status')?.choices ?? null;

/**
 * manager/list: administrators and pending invitations. Creating is inviting (a dialog, not a page),
 * deleting is revoking or cancelling, one row at a time; there is nothing to edit here (authority is
 * changed on the member's page).
 */
export const managers = defineResource<ManagerRecord>({
  name: 'managers',
  apiPath: '/homepage/v2/managers',
  label: MANAGER_TEXT.label,
  listPath: 'manager/list',
  menu: { label: MANAGER_TEXT.menu, icon: AdminPanelSettingsOutlined, group: 'members' },
  canRead: mayManage,
  record: managerRecord,
  input: managerInviteBody,
  search: MANAGER_TEXT.search,
  sort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  canWrite: mayManage,
  bulkDelete: false,
  columns: {
    cellPhone: { render: (record) => formatPhone(record.cellPhone ?? '') },
    status: {
      render: (record) => (
        <Chip
          size="small"
          variant="outlined"
          color={record.status === 'INVITED' ? 'warning' : 'success'}
          label={choiceLabel(STATUS_CHOICES, record.status)}
        />
      ),
    },
  },
  extraColumns: [
    flagsColumn({
      source: 'authorities',
      label: MANAGER_TEXT.authorities,
      after: 'companyMemberRole',
      fields: fieldsOf(authorityInput),
    }),
    {
      source: 'invitedAt',
      label: MANAGER_TEXT.invitedAt,
      after: 'status',
      text: (record) => displayDate(record.invitedAt),
      exported: true,
    },
    { source: 'actions', label: MANAGER_TEXT.actions, render: () => <RevokeButton /> },
  ],
  listActions: <InviteButton />,
  sheetImport: {
    label: '엑셀로 일괄 초대',
    columns: MANAGER_INVITE_COLUMNS,
    row: managerInviteRow,
    call: '/invite-sheet',
    lead: '양식에 초대할 분의 이메일과 휴대폰 번호, 권한(예/아니요)을 한 행에 한 분씩 입력해 올려주세요. 모든 행에 오류가 없을 때만 한꺼번에 초대 문자가 발송됩니다.',
    commit: (count) => `${count.toLocaleString('ko-KR')}명 초대`,
    done: (count) => `${count.toLocaleString('ko-KR')}명에게 초대 문자를 보냈습니다.`,
  },
  views: { create: false, edit: false, show: false },
});
