import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAdministrator, buildMember } from '../../authProvider/permissions.testing';
import { field } from '../../schemas/meta';
import { defineResource } from './defineResource';
import { createFakeApi, renderResources } from './testing';

/** A small schema with one field of each input kind the metadata can ask for. */
const thingFields = {
  name: field(
    z
      .string({ error: '이름을 입력해주세요.' })
      .trim()
      .min(1, '이름을 입력해주세요.')
      .max(10, '이름은 10자까지입니다.'),
    {
      label: '이름',
      sortable: true,
    },
  ),
  phone: field(z.string().regex(/^\d{11}$/, '휴대폰 번호는 11자리 숫자여야 합니다.'), {
    label: '휴대폰 번호',
    input: 'tel',
  }),
  kind: field(z.enum(['', 'A', 'B']).default(''), {
    label: '종류',
    input: 'select',
    choices: [
      { id: 'A', name: '가 종류' },
      { id: 'B', name: '나 종류' },
    ],
    filter: true,
  }),
  day: field(
    z
      .string()
      .default('')
      .refine((value) => value === '' || /^\d{8}$/.test(value), '날짜는 8자리입니다.'),
    { label: '기준일', input: 'date', dateShortcuts: true, sortable: true },
  ),
  memo: field(z.string().max(20, '메모는 20자까지입니다.').default(''), {
    label: '메모',
    input: 'textarea',
    list: false,
  }),
  groupId: field(z.string().nullable().default(null), {
    label: '부서',
    input: 'reference',
    reference: 'groups',
  }),
};
const thingInput = z.object(thingFields);
const thingRecord = z.object({ id: z.string(), ...thingFields });

const things = defineResource({
  name: 'things',
  apiPath: '/api/things',
  label: '물건',
  listPath: 'thing/list',
  record: thingRecord,
  input: thingInput,
  filters: ['kind', 'day'],
  canWrite: (member) => member.companyMemberRole === '관리자',
});

const rows = () =>
  Array.from({ length: 60 }, (_, i) => ({
    id: `t${i + 1}`,
    name: `물건${String(i + 1).padStart(2, '0')}`,
    phone: `010${String(10_000_000 + i)}`,
    kind: i % 2 === 0 ? 'A' : 'B',
    day: '20250301',
    memo: '',
    groupId: i === 0 ? 'g1' : null,
  }));

function setup(
  path: string,
  member = buildAdministrator(),
  check?: (body: Record<string, unknown>) => Record<string, string> | null,
) {
  const api = createFakeApi({
    things: { rows: rows(), check },
    groups: { rows: [{ id: 'g1', name: '개발팀', parentId: null, sort: 0, memberCount: 1 }] },
  });
  return { api, ...renderResources([things], { path, member, api }) };
}

// A whole admin renders per test, on shared machines: give the page and the tests more than the defaults.
configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

describe('generated list', SLOW, () => {
  it('shows the metadata columns with Korean headers, choice labels and dotted dates, 50 rows a page', async () => {
    const { api } = setup('/pc/admin/thing/list');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['이름', '휴대폰 번호', '종류', '기준일', '부서']));
    expect(headers).not.toContain('메모');
    expect(await within(table).findByText('물건01')).toBeInTheDocument();
    expect(within(table).getAllByText('가 종류').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('2025.03.01').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('010-1000-0000')).toHaveLength(1);
    expect(await within(table).findByText('개발팀')).toBeInTheDocument();
    const list = api.requests.find((request) => request.url.pathname === '/api/things');
    expect(list?.url.searchParams.get('range')).toBe('[0,49]');
    expect(screen.getByText('1-50 of 60')).toBeInTheDocument();
  });

  it('filters by the search box and by a select built from the choices', async () => {
    const { api } = setup('/pc/admin/thing/list');
    await screen.findByText('물건01');
    await userEvent.type(screen.getByPlaceholderText('이름, 이메일, 휴대폰 번호'), '물건05');
    // Fifty rows re-render in jsdom slowly on a busy machine.
    await waitFor(() => expect(screen.queryByText('물건01')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.getByText('물건05')).toBeInTheDocument();
    const last = api.requests.filter((request) => request.url.pathname === '/api/things').at(-1);
    expect(JSON.parse(last?.url.searchParams.get('filter') ?? '{}')).toEqual({ q: '물건05' });
    // The column chooser names a switch after the column too: the filter is the combobox.
    expect(screen.getByRole('combobox', { name: '종류' })).toBeInTheDocument();
  });

  it("filters a date field by a range, filled at once by the spec's shortcuts", async () => {
    const { api } = setup('/pc/admin/thing/list');
    await screen.findByText('물건01');
    expect(screen.getByLabelText('기준일 부터')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: '기준일 빠른 선택' })).getByRole('button', {
        name: '지난 7일',
      }),
    );
    await waitFor(() => {
      const last = api.requests.filter((request) => request.url.pathname === '/api/things').at(-1);
      const filter = JSON.parse(last?.url.searchParams.get('filter') ?? '{}') as Record<string, string>;
      // The field stores YYYYMMDD, so the range is sent the same way.
      expect(filter.day_gte).toMatch(/^\d{8}$/);
      expect(filter.day_lte).toMatch(/^\d{8}$/);
    });
    // Each end is the Korean calendar field: a typed date is sent in the field's storage too.
    const from = screen.getByRole('textbox', { name: '기준일 부터' });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-02');
    await userEvent.tab();
    await waitFor(() => {
      const last = api.requests.filter((request) => request.url.pathname === '/api/things').at(-1);
      expect(JSON.parse(last?.url.searchParams.get('filter') ?? '{}').day_gte).toBe('20261102');
    });
  });

  it('offers create and bulk delete to a member who may write', async () => {
    setup('/pc/admin/thing/list', buildAdministrator());
    await screen.findByText('물건01');
    expect(await screen.findByRole('link', { name: '등록' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(1);
  });

  it('hides the write actions from a plain member', async () => {
    setup('/pc/admin/thing/list', buildMember());
    await screen.findByText('물건01');
    expect(screen.queryByRole('link', { name: '등록' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

/** Moves focus to the save button, as a person's click does, then clicks it once it is enabled. */
async function saveForm() {
  const button = screen.getByRole('button', { name: /save/i });
  act(() => button.focus());
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('generated create form', SLOW, () => {
  it('picks inputs by metadata: a phone keeps digits only, a textarea counts against its maximum', async () => {
    setup('/pc/admin/things/create');
    const phone = await screen.findByLabelText(/휴대폰 번호/);
    await userEvent.type(phone, '010-12a34');
    expect(phone).toHaveValue('0101234');
    // Eleven digits and the two hyphens the display adds (and one to spare for an area code's).
    expect(phone).toHaveAttribute('maxLength', '14');
    await userEvent.type(screen.getByLabelText('메모'), '안녕');
    expect(screen.getByText('2 / 20자')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '기준일 빠른 선택' })).toBeInTheDocument();
    expect(screen.getByLabelText(/이름/).closest('.MuiFormControl-root')?.textContent).toContain('*');
  });

  it("shows the schema's Korean message beside the field and sends nothing", async () => {
    const { api } = setup('/pc/admin/things/create');
    await userEvent.type(await screen.findByLabelText(/이름/), '새 물건');
    await userEvent.type(screen.getByLabelText(/휴대폰 번호/), '0101234');
    await saveForm();
    expect(await screen.findByText('휴대폰 번호는 11자리 숫자여야 합니다.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("shows the server's field message beside the field, then saves the corrected values in storage format", async () => {
    const { api } = setup('/pc/admin/things/create', buildAdministrator(), (body) =>
      body.phone === '01099999999' ? { phone: '이미 등록된 휴대폰 번호입니다.' } : null,
    );
    await userEvent.type(await screen.findByLabelText(/이름/), ' 새 물건 ');
    const phone = screen.getByLabelText(/휴대폰 번호/);
    await userEvent.type(phone, '01099999999');
    await saveForm();
    expect(await screen.findByText('이미 등록된 휴대폰 번호입니다.')).toBeInTheDocument();

    await userEvent.clear(phone);
    await userEvent.type(phone, '01011112222');
    await userEvent.click(screen.getByRole('button', { name: '오늘' }));
    await saveForm();
    await waitFor(() =>
      expect(api.collections.things?.rows.some((row) => row.phone === '01011112222')).toBe(true),
    );
    const sent = api.requests.filter((request) => request.method === 'POST').at(-1)?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ name: '새 물건', phone: '01011112222', kind: '', memo: '', groupId: null });
    expect(String(sent.day)).toMatch(/^\d{8}$/);
  });
});
