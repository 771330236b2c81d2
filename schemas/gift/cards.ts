import { z } from 'zod';
import { field } from '../meta';
import { text } from '../text';

/** A greeting-card template (spec 2 §3): an image of ours in public/, or an animation without one. */
export const cardTemplate = z
  .object({
    name: field(z.string(), { label: '템플릿' }),
    title: field(z.string(), { label: '이름' }),
    theme: field(z.string(), { label: '테마' }),
    imageSrc: field(z.string().nullable(), { label: '이미지' }),
    bgColor: field(z.string(), { label: '배경색' }),
    color: field(z.string(), { label: '글자색' }),
    isNew: field(z.boolean(), { label: '새 템플릿' }),
    isBlackBase: field(z.boolean(), { label: '어두운 바탕' }),
    /** Animated seasonal templates have no image: the page draws them. */
    animated: field(z.boolean(), { label: '움직이는 카드' }),
  })
  .meta({ id: 'GiftCardTemplate' });
export type CardTemplate = z.infer<typeof cardTemplate>;

const THEMES = {
  congrats: { title: '축하', bgColor: '#FFF4E5', color: '#5A3A00', count: 7 },
  thanks: { title: '감사', bgColor: '#EAF6EE', color: '#1E4D2B', count: 10 },
  love: { title: '사랑', bgColor: '#FDECEF', color: '#6B1A2C', count: 3 },
  cheering: { title: '응원', bgColor: '#E8F1FD', color: '#123C73', count: 3 },
  health: { title: '건강', bgColor: '#EEF7F6', color: '#1F4F4A', count: 1 },
  condolence: { title: '위로', bgColor: '#2B2B2B', color: '#FFFFFF', count: 2 },
  voc: { title: '고객 감사', bgColor: '#F3EEFB', color: '#3B2266', count: 1 },
  birth_day: { title: '생일', bgColor: '#FFF1F6', color: '#6A1B3D', count: 5 },
  chuseok: { title: '추석', bgColor: '#2D1E4A', color: '#FFE9A8', count: 2 },
  new_year: { title: '설날', bgColor: '#7A1020', color: '#FFF3D6', count: 2 },
} as const;

/** Seasonal templates added later: marked new. Animated ones (chuseok, new year, birthday 04-05) have no image. */
const NEW_THEMES = new Set(['birth_day', 'chuseok', 'new_year']);
const ANIMATED = new Set([
  'birth_day04',
  'birth_day05',
  'chuseok01',
  'chuseok02',
  'new_year01',
  'new_year02',
]);
const pad = (n: number) => String(n).padStart(2, '0');

function template(name: string, theme: string, title: string, bgColor: string, color: string): CardTemplate {
  const animated = ANIMATED.has(name);
  return {
    name,
    title,
    theme,
    imageSrc: animated ? null : `/images/cards/${name}.svg`,
    bgColor,
    color,
    isNew: NEW_THEMES.has(theme) || theme === 'day',
    isBlackBase: bgColor === '#2B2B2B' || theme === 'chuseok' || theme === 'new_year',
    animated,
  };
}

/** Every template of spec 2 §3, in the picker's order. */
export const CARD_TEMPLATES: readonly CardTemplate[] = [
  ...Object.entries(THEMES).flatMap(([theme, t]) =>
    Array.from({ length: t.count }, (_, i) =>
      template(`${theme}${pad(i + 1)}`, theme, `${t.title} ${i + 1}`, t.bgColor, t.color),
    ),
  ),
  template('foundation_day', 'day', '창립기념일', '#EEF2FB', '#1C2B55'),
  template('labor_day', 'day', '근로자의 날', '#FFF8E1', '#4A3800'),
];
export const CARD_TEMPLATE_NAMES = CARD_TEMPLATES.map((card) => card.name) as [string, ...string[]];

export const CARD_MESSAGE_MAX = 500;

/** The event's card: a template (or an uploaded image) and its message. */
export const eventCard = z
  .object({
    template: field(z.enum(CARD_TEMPLATE_NAMES).nullable(), { label: '카드 템플릿' }),
    message: field(z.string(), { label: '카드 메시지', input: 'textarea' }),
    /** An uploaded custom image (a file id), instead of a template's. */
    customImageId: field(z.string().nullable(), { label: '직접 올린 이미지', readOnly: true }),
    imageSrc: field(z.string().nullable(), { label: '카드 이미지', readOnly: true }),
    templateInfo: cardTemplate.nullable(),
  })
  .meta({ id: 'GiftEventCard' });
export type EventCard = z.infer<typeof eventCard>;

/** POST /events/{id}/cards multipart fields besides the optional `image` file. */
export const eventCardFields = z.object({
  template: z.enum(CARD_TEMPLATE_NAMES, { error: '카드 템플릿을 선택해주세요.' }).nullable().default(null),
  message: text({ max: CARD_MESSAGE_MAX, label: '카드 메시지', multiline: true }).min(
    1,
    '카드 메시지를 입력해주세요.',
  ),
});
export type EventCardFields = z.infer<typeof eventCardFields>;
