import { useState } from 'react';
import { Typography } from '@mui/material';
import { BannerSlider } from '../../../components/BannerSlider';
import { SampleFrame, SampleSection } from '../SampleFrame';

/** Artwork drawn here as SVG, so the sample needs no image files and no outside host. */
function artwork(background: string, accent: string, headline: string, sub: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="208" viewBox="0 0 1040 208">
<rect width="1040" height="208" fill="${background}"/>
<circle cx="900" cy="104" r="150" fill="${accent}" opacity="0.35"/>
<circle cx="980" cy="30" r="70" fill="${accent}" opacity="0.5"/>
<text x="64" y="96" font-family="sans-serif" font-size="40" font-weight="700" fill="#ffffff">${headline}</text>
<text x="64" y="146" font-family="sans-serif" font-size="24" fill="#ffffff">${sub}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const BANNERS = [
  {
    type: 'svg',
    pcWeb: artwork(
      '#1f5bd8',
      '#8ab4ff',
      '스낵24 신규 고객 첫 달 10% 할인',
      '사무실 간식, 큐레이터가 매주 채워 드립니다',
    ),
    alt: '스낵24 신규 고객 첫 달 10% 할인',
    link: '/pc/snack24',
  },
  {
    type: 'svg',
    pcWeb: artwork(
      '#8a3ffc',
      '#d4bbff',
      '선물24로 생일 축하를 자동으로',
      '구성원 생일에 맞춰 선물 메시지가 발송됩니다',
    ),
    alt: '선물24 생일 선물 자동 발송',
    link: '/pc/birth24',
  },
  {
    type: 'svg',
    pcWeb: artwork(
      '#0e7c66',
      '#6fdc8c',
      '클린24 정기 청소 무료 견적',
      '공간 크기에 맞춘 방문 청소 일정을 제안합니다',
    ),
    alt: '클린24 정기 청소 무료 견적',
    link: '/pc/clean24',
  },
];

/** The shared banner slider: auto-advance, arrows, the thumbnail list (Escape closes it). */
export function BannerSample() {
  const [clicked, setClicked] = useState('');
  return (
    <SampleFrame title="배너" intro="15초마다 넘어가며, 마우스를 올리거나 키보드로 초점을 두면 멈춥니다.">
      <SampleSection title="관리자 홈 배너 (1040×208)">
        <BannerSlider
          banners={BANNERS}
          onBannerClick={(banner) => setClicked(`${banner.alt} → ${banner.link}`)}
        />
        <Typography role="status" sx={{ mt: 2 }} color="text.secondary">
          {clicked ? `누른 배너: ${clicked}` : '배너를 누르면 이동할 주소가 여기에 표시됩니다.'}
        </Typography>
      </SampleSection>
      <SampleSection title="빠르게 넘어가는 배너 (3초)">
        <BannerSlider banners={BANNERS.slice(1)} interval={3000} />
      </SampleSection>
    </SampleFrame>
  );
}
