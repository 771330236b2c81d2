import { lazy, Suspense } from 'react';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { Loading, ResourceContextProvider } from 'react-admin';
import { isAdministrator } from '../../authProvider/memberRules';
import { authorityInput, memberInput, memberRecord } from '../../schemas/members';
import type { MemberRecord } from '../../schemas/members';
import { defineResource, fieldsOf, flagsColumn } from '../_generated';
import { AuthorityButton } from './AuthorityButton';
import { ImportButton } from './MemberListActions';
import { MEMBER_TEXT } from './strings';

// The import page brings rjsf and (on use) the spreadsheet library: its own chunk.
const MemberImportPage = lazy(() =>
  import('./import/MemberImportPage').then((m) => ({ default: m.MemberImportPage })),
);

/** member/list: the schema's fields, plus the authority summary, the import page and the authority dialog. */
export const members = defineResource<MemberRecord>({
  name: 'members',
  apiPath: '/homepage/v2/members',
  label: MEMBER_TEXT.label,
  listPath: 'member/list',
  menu: { label: MEMBER_TEXT.menu, icon: PeopleOutline, group: 'members' },
  record: memberRecord,
  input: memberInput,
  search: MEMBER_TEXT.search,
  sort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  canWrite: isAdministrator,
  columns: {
    groupId: { render: (record) => record.groupName ?? '', text: (record) => record.groupName ?? '' },
  },
  extraColumns: [
    flagsColumn({
      source: 'authorities',
      label: MEMBER_TEXT.authorities,
      after: 'companyMemberRole',
      fields: fieldsOf(authorityInput),
    }),
  ],
  export: { extraFields: ['officePhone'] },
  // On a phone each member is a card: the name, then the department and the phone.
  card: { primary: 'name', secondary: ['groupId', 'cellPhone'] },
  listActions: <ImportButton />,
  showActions: <AuthorityButton />,
  routes: [
    {
      path: 'member/list/import',
      element: (
        <ResourceContextProvider value="members">
          <Suspense fallback={<Loading />}>
            <MemberImportPage />
          </Suspense>
        </ResourceContextProvider>
      ),
    },
  ],
});
