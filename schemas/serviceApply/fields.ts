import { z } from 'zod';
import { withParticle } from '../../lib/korean';
import { field } from '../meta';
import { text } from '../text';

/** Fields several applications share, each with its Korean label and messages. */

export const requiredText = (label: string, max: number, multiline = false) =>
  field(
    text({
      max,
      label,
      trim: true,
      multiline,
      required: `${withParticle(label, '을/를')} 입력해주세요.`,
    }).min(1, `${withParticle(label, '을/를')} 입력해주세요.`),
    { label, input: multiline ? 'textarea' : 'text' },
  );

export const optionalText = (label: string, max: number, multiline = false) =>
  field(text({ max, label, trim: true, multiline }).default(''), {
    label,
    input: multiline ? 'textarea' : 'text',
  });

export const contactPhone = (label = '연락처') =>
  field(
    z
      .string({ error: `${label}를 입력해주세요.` })
      .min(1, `${label}를 입력해주세요.`)
      .regex(/^(01[016789]|02|0[3-9]\d)\d{7,8}$/, `${label}를 숫자만 정확히 입력해주세요. (예: 01012345678)`),
    { label, input: 'tel' },
  );

export const contactEmail = field(
  text({ max: 230, trim: true, label: '이메일', required: '이메일을 입력해주세요.' })
    .min(1, '이메일을 입력해주세요.')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '이메일을 정확하게 입력해주세요.'),
  { label: '이메일', input: 'email' },
);

export const zoneCode = field(
  z.string({ error: '우편번호를 입력해주세요.' }).regex(/^\d{5}$/, '우편번호 5자리를 입력해주세요.'),
  { label: '우편번호', input: 'text' },
);

/** A choice field: the stored keys with their Korean labels. */
export function choice<const K extends string>(
  label: string,
  choices: ReadonlyArray<{ id: K; name: string }>,
  message = `${withParticle(label, '을/를')} 선택해주세요.`,
) {
  const ids = choices.map((entry) => entry.id) as [K, ...K[]];
  return field(z.enum(ids, { error: message }), { label, input: 'select', choices });
}

/** Several choices at once (checkboxes), at least one. */
export function choices<const K extends string>(
  label: string,
  options: ReadonlyArray<{ id: K; name: string }>,
  message = `${withParticle(label, '을/를')} 하나 이상 선택해주세요.`,
) {
  const ids = options.map((entry) => entry.id) as [K, ...K[]];
  return field(z.array(z.enum(ids), { error: message }).min(1, message), {
    label,
    input: 'select',
    choices: options,
  });
}

export const WEEKDAYS = [
  { id: 'MON', name: '월' },
  { id: 'TUE', name: '화' },
  { id: 'WED', name: '수' },
  { id: 'THU', name: '목' },
  { id: 'FRI', name: '금' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]['id'];

/** A count within bounds (head count, budget), with the bounds in the message. */
export const count = (label: string, min: number, max: number, unit = '명') =>
  field(
    z
      .number({ error: `${withParticle(label, '을/를')} 숫자로 입력해주세요.` })
      .int(`${withParticle(label, '은/는')} 정수로 입력해주세요.`)
      .min(min, `${withParticle(label, '은/는')} ${min.toLocaleString('ko-KR')}${unit} 이상이어야 합니다.`)
      .max(max, `${withParticle(label, '은/는')} ${max.toLocaleString('ko-KR')}${unit} 이하여야 합니다.`),
    { label: `${label} (${unit})`, input: 'number' },
  );

/** A YYYY-MM-DD date. */
export const isoDate = (label: string) =>
  field(
    z
      .string({ error: `${label}를 입력해주세요.` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}를 YYYY-MM-DD 형식으로 입력해주세요.`),
    { label, input: 'date' },
  );

export const consent = (label: string) =>
  field(z.literal(true, { error: `${label}에 동의해주세요.` }), { label, input: 'boolean' });

/** The applicant of every application: who to call about it. */
export const applicantShape = {
  companyName: requiredText('회사명', 60),
  contactName: requiredText('담당자 이름', 30),
  contactPhone: contactPhone('담당자 연락처'),
  contactEmail,
};

/**
 * The applicant step as the portal already knows it from the signed-in member (company name, name,
 * mobile number, e-mail): only values that pass their field, so nothing wrong is filled in for them.
 */
export function applicantPrefill(member: {
  companyName: string;
  name: string;
  email: string;
  cellPhone: string | null;
}): Record<string, string> {
  const known: Record<keyof typeof applicantShape, string> = {
    companyName: member.companyName.trim(),
    contactName: member.name.trim(),
    contactPhone: (member.cellPhone ?? '').replace(/\D/g, ''),
    contactEmail: member.email.trim(),
  };
  return Object.fromEntries(
    Object.entries(known).filter(
      ([name, value]) => applicantShape[name as keyof typeof applicantShape].safeParse(value).success,
    ),
  );
}
