import { describe, expect, it } from 'vitest';
import { groupInput } from '../../schemas/groups';
import { memberInput, memberRecord } from '../../schemas/members';
import { fieldsOf } from './schemaFields';
import { normaliseValues, schemaValidator, toInputBody } from './validate';

const byName = (specs: ReturnType<typeof fieldsOf>) =>
  Object.fromEntries(specs.map((spec) => [spec.source, spec]));

describe('reading field metadata from a schema', () => {
  it('takes label, input kind, list and sort flags and choices from the metadata, in schema order', () => {
    const fields = byName(fieldsOf(memberRecord));
    expect(Object.keys(fields).slice(0, 4)).toEqual(['name', 'email', 'cellPhone', 'officePhone']);
    expect(fields.name).toMatchObject({
      label: '이름',
      input: 'text',
      sortable: true,
      list: true,
      required: true,
      maxLength: 30,
    });
    expect(fields.officePhone).toMatchObject({ input: 'tel', list: false, required: false });
    expect(fields.gender?.choices).toEqual([
      { id: '남', name: '남' },
      { id: '여', name: '여' },
    ]);
    expect(fields.groupId).toMatchObject({ input: 'reference', nullable: true, filter: true });
    expect(fields.hasMasterAuthority).toMatchObject({ input: 'boolean', list: false });
    expect(fields.id).toBeUndefined();
  });

  it('works out how a date is stored from the rules: YYYYMMDD for member dates', () => {
    const fields = byName(fieldsOf(memberInput));
    expect(fields.eventDate?.dateStorage).toBe('compact');
    expect(fields.joinDate).toMatchObject({
      dateStorage: 'compact',
      meta: expect.objectContaining({ dateShortcuts: true }),
    });
  });

  it('reads the maximum length through defaults and other wrappers', () => {
    expect(byName(fieldsOf(memberInput)).rank?.maxLength).toBe(30);
    expect(byName(fieldsOf(groupInput)).name?.maxLength).toBe(50);
  });
});

describe('validating a form with the schema', () => {
  const validate = schemaValidator(memberInput);
  const valid = { name: '김하늘', email: 'haneul@example.com', cellPhone: '01012345678' };

  it("gives the schema's Korean message per field, the first one only", () => {
    expect(validate({ ...valid, cellPhone: '0101234' })).toEqual({
      cellPhone: '휴대폰 번호는 11자리 숫자여야 합니다.',
    });
    expect(validate({ ...valid, eventDate: '19900230', gender: '남자' })).toEqual({
      eventDate: '생일이 올바른 날짜가 아닙니다.',
      gender: '성별은 남 또는 여로 입력해주세요.',
    });
  });

  it('reads a cleared input (null) as "not given": the Korean required message, or the default', () => {
    expect(validate({ ...valid, name: null })).toEqual({ name: '이름을 입력해주세요.' });
    expect(validate({ ...valid, rank: null, gender: null, groupId: null })).toEqual({});
    expect(normaliseValues(memberInput, { rank: null, groupId: null })).toEqual({
      rank: undefined,
      groupId: null,
    });
  });

  it('sends only the schema fields, trimmed and defaulted', () => {
    const record = {
      id: 'm1',
      ...valid,
      name: ' 김하늘 ',
      groupName: '개발팀',
      hasMasterAuthority: true,
      rank: null,
    };
    expect(toInputBody(memberInput, record)).toEqual({
      ...valid,
      officePhone: '',
      groupId: null,
      rank: '',
      gender: '',
      eventDate: '',
      lunar: '',
      joinDate: '',
    });
  });
});
