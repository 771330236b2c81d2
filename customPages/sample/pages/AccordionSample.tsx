import { Accordion } from '../../../components/Accordion';
import type { AccordionItem } from '../../../components/Accordion';
import { SampleFrame, SampleSection } from '../SampleFrame';

const FAQ: readonly AccordionItem[] = [
  {
    id: 'area',
    title: '어느 지역까지 배송하나요?',
    content:
      '서울·경기 지역과 부산·경남 지역에 정기 배송합니다. 그 밖의 지역은 문의해 주시면 가능 여부를 안내해 드립니다.',
  },
  {
    id: 'change',
    title: '배송일을 바꿀 수 있나요?',
    content: '배송 2일 전까지 관리자 화면의 주문 관리에서 배송일을 바꿀 수 있습니다.',
  },
  {
    id: 'invoice',
    title: '세금계산서는 언제 발행되나요?',
    content: '매월 말일에 한 달 이용 금액을 모아 다음 달 5일까지 발행합니다.',
  },
  {
    id: 'cancel',
    title: '해지는 어떻게 하나요?',
    content: '계약 종료 30일 전까지 서면으로 알려 주시면 자동 연장 없이 종료됩니다.',
  },
];

/** The three accordion modes side by side. */
export function AccordionSample() {
  return (
    <SampleFrame title="아코디언">
      <SampleSection title="하나만 열기 (기본: 첫 항목 열림)">
        <Accordion items={FAQ} />
      </SampleSection>
      <SampleSection title="여러 개 열기">
        <Accordion items={FAQ} multiple />
      </SampleSection>
      <SampleSection title="모두 닫힌 채 시작">
        <Accordion items={FAQ} defaultClosed />
      </SampleSection>
    </SampleFrame>
  );
}
