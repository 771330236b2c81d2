import { useRef, useState } from 'react';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  SCROLL_ANIMATION_MS,
  animateScroll,
  scrollElementIntoView,
} from '../../../components/scroll/animateScroll';
import { SampleFrame } from '../SampleFrame';

const CHAPTERS = [
  {
    id: 'intro',
    title: '서비스 소개',
    body: '스낵24는 사무실 간식을 정기적으로 채워 주는 서비스입니다. 구성원의 취향을 모아 큐레이터가 매주 상품을 고르고, 배송 기사가 직접 진열까지 마칩니다.',
  },
  {
    id: 'plan',
    title: '이용 요금',
    body: '인원과 예산에 맞춰 월 단위로 요금을 정합니다. 첫 달은 10% 할인되며, 남은 예산은 다음 달로 넘겨 쓸 수 있습니다.',
  },
  {
    id: 'delivery',
    title: '배송 일정',
    body: '서울·경기는 주 2회, 부산·경남은 주 1회 배송합니다. 배송 2일 전까지 관리자 화면에서 날짜를 바꿀 수 있습니다.',
  },
  {
    id: 'billing',
    title: '청구와 결제',
    body: '매월 말일에 이용 금액을 모아 다음 달 5일까지 세금계산서를 발행합니다. 카드 결제와 가상계좌 입금을 지원합니다.',
  },
  {
    id: 'support',
    title: '고객 지원',
    body: '고객센터 1644-4624로 평일 오전 9시부터 오후 6시까지 상담합니다. 문의 남기기로 접수하시면 하루 안에 답변드립니다.',
  },
];

/** Smooth scrolling (500 ms) inside a box, a reading-progress bar and a back-to-top button. */
export function ScrollSample() {
  const box = useRef<HTMLDivElement | null>(null);
  const [progress, setProgress] = useState(0);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const max = el.scrollHeight - el.clientHeight;
    setProgress(max > 0 ? Math.round((el.scrollTop / max) * 100) : 0);
  };
  const goTo = (id: string) => {
    const el = box.current;
    const target = el?.querySelector(`#scroll-${id}`);
    if (el && target)
      void scrollElementIntoView(el, target).then(() =>
        (target as HTMLElement).focus({ preventScroll: true }),
      );
  };

  return (
    <SampleFrame
      title="스크롤"
      intro={`목차를 누르면 ${SCROLL_ANIMATION_MS / 1000}초 동안 부드럽게 이동합니다. 움직임 줄이기 설정을 켠 경우 바로 이동합니다.`}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box component="nav" aria-label="목차" sx={{ minWidth: 180 }}>
          <Stack spacing={1}>
            {CHAPTERS.map((chapter) => (
              <Button
                key={chapter.id}
                variant="outlined"
                onClick={() => goTo(chapter.id)}
                sx={{ justifyContent: 'flex-start' }}
              >
                {chapter.title}
              </Button>
            ))}
          </Stack>
        </Box>
        <Box sx={{ flex: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`읽은 위치 ${progress}%`}
            sx={{ mb: 1 }}
          />
          <Paper
            ref={box}
            variant="outlined"
            tabIndex={0}
            role="region"
            aria-label="스낵24 안내문"
            onScroll={onScroll}
            sx={{ height: 360, overflowY: 'auto', p: 3 }}
          >
            {CHAPTERS.map((chapter) => (
              <Box
                key={chapter.id}
                id={`scroll-${chapter.id}`}
                tabIndex={-1}
                sx={{ minHeight: 300, mb: 2, outline: 'none' }}
              >
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {chapter.title}
                </Typography>
                <Typography>{chapter.body}</Typography>
              </Box>
            ))}
          </Paper>
          <Button
            startIcon={<ArrowUpwardIcon />}
            sx={{ mt: 1 }}
            disabled={progress === 0}
            onClick={() => box.current && void animateScroll(box.current, 0)}
          >
            맨 위로
          </Button>
        </Box>
      </Stack>
    </SampleFrame>
  );
}
