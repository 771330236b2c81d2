import type { InquiryServiceType } from '../../../schemas/inquiry';

/** One service's landing page: copy and pictures, rendered by ServiceLanding. */
export interface LandingContent {
  service: InquiryServiceType;
  /** Browser tab title. */
  title: string;
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** An illustration of ours under /images. */
    image: string;
    cta: string;
    /** A second action inside the site (e.g. the breakfast menu, the quick order). */
    secondary?: { label: string; to: string };
  };
  stats?: readonly { value: string; label: string }[];
  benefitsHeading: string;
  benefits: readonly { title: string; body: string }[];
  steps: readonly { title: string; body: string }[];
  pricing: {
    lead: string;
    plans: readonly { name: string; audience: string; includes: readonly string[] }[];
  };
  faqs: readonly { q: string; a: string }[];
  closing: { heading: string; body: string };
}

export const LANDING_TEXT = {
  stepsHeading: '이용 방법',
  pricingHeading: '요금 안내',
  price: '가격',
  priceValue: '문의',
  priceNote: '규모와 조건에 맞춘 견적을 드립니다.',
  faqHeading: '자주 묻는 질문',
  formHeading: '도입 문의',
  formLead: '아래 양식을 남겨주시면 담당 매니저가 연락드립니다.',
  formLoading: '문의 양식을 불러오는 중…',
  step: (n: number) => `${n}단계`,
} as const;
