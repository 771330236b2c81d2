import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { memberInput, memberRecord } from '../../schemas/members';
import { exportColumns, listColumns } from './columns';
import { exportFileName, fetchAllRows, loadReferences, toSheetRows } from './exportXlsx';
import { fieldsOf } from './schemaFields';
import type { ResourceDefinition } from './types';

const MEMBERS = Array.from({ length: 7 }, (_, i) => ({
  id: `m${i}`,
  name: `구성원${i}`,
  email: `m${i}@example.com`,
  cellPhone: '01012345678',
  officePhone: '',
  groupId: i % 2 ? 'g1' : null,
  groupName: i % 2 ? '개발팀' : null,
  rank: '사원',
  gender: i % 2 ? '여' : '',
  eventDate: '19900505',
  lunar: '음력',
  joinDate: '20200302',
  companyMemberRole: '멤버',
  hasMasterAuthority: false,
  hasAdminAuthority: false,
  hasBuyRequestAuthority: false,
  hasCategoryItemAuthority: false,
  hasManagerAuthority: false,
  createdAt: '2024-01-01T00:00:00Z',
}));

/** A dataProvider that pages MEMBERS and reports the total, like the API. */
function pagingProvider(total = MEMBERS.length) {
  const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => {
    const { page = 1, perPage = 10 } = pagination ?? {};
    return { data: MEMBERS.slice((page - 1) * perPage, page * perPage), total };
  });
  const getMany = vi.fn(async () => ({ data: [{ id: 'g1', name: '개발팀' }] }));
  return { getList, getMany } as unknown as DataProvider & {
    getList: typeof getList;
    getMany: typeof getMany;
  };
}

const definition: ResourceDefinition = {
  name: 'members',
  apiPath: '/homepage/v2/members',
  label: '구성원',
  listPath: 'member/list',
  record: memberRecord,
  input: memberInput,
  export: { extraFields: ['officePhone'] },
};

describe('XLSX export', () => {
  it('fetches every filtered row page by page, not just the visible page', async () => {
    const provider = pagingProvider();
    const rows = await fetchAllRows(
      provider,
      'members',
      { filter: { groupId: 'g1' }, sort: { field: 'name', order: 'ASC' } },
      3,
    );
    expect(rows).toHaveLength(7);
    expect(provider.getList).toHaveBeenCalledTimes(3);
    expect(provider.getList.mock.calls[2]?.[1]).toMatchObject({
      filter: { groupId: 'g1' },
      pagination: { page: 3, perPage: 3 },
    });
  });

  it('writes the Korean headers first, then labels instead of codes, hyphenated phones and real dates', async () => {
    const fields = fieldsOf(memberRecord);
    const columns = exportColumns(definition, fields, listColumns(definition, fields));
    const provider = pagingProvider();
    const lookup = await loadReferences(provider, columns, MEMBERS as RaRecord[]);
    const [headers, first, second] = toSheetRows(columns, MEMBERS as RaRecord[], lookup);
    expect(headers).toEqual([
      '이름',
      '이메일',
      '휴대폰 번호',
      '부서',
      '직급',
      '성별',
      '생일',
      '양력/음력',
      '입사일',
      '역할',
      '사무실 전화번호',
    ]);
    expect(first).toEqual([
      '구성원0',
      'm0@example.com',
      '010-1234-5678',
      '',
      '사원',
      '',
      new Date(Date.UTC(1990, 4, 5)),
      '음력',
      new Date(Date.UTC(2020, 2, 2)),
      '멤버',
      '',
    ]);
    expect(second?.[3]).toBe('개발팀');
    expect(provider.getMany).toHaveBeenCalledWith('groups', { ids: ['g1'] });
  });

  it('names the file after the resource and the Seoul date', () => {
    expect(exportFileName('구성원', new Date('2025-03-01T16:00:00Z'))).toBe('구성원_20250302.xlsx');
  });
});
