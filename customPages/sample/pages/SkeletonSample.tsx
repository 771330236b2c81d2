import { useEffect, useState } from 'react';
import { Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { SkeletonLoading } from '../../../components/SkeletonLoading';
import { SampleFrame, SampleSection } from '../SampleFrame';

const LOAD_MS = 1500;

/** Skeletons in three shapes, replaced by the content when the (simulated) load ends. */
export function SkeletonSample() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = window.setTimeout(() => setLoading(false), LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <SampleFrame title="스켈레톤 로딩" intro={`불러오기에 ${LOAD_MS / 1000}초가 걸리는 상황을 흉내 냅니다.`}>
      <Button variant="contained" onClick={() => setLoading(true)} disabled={loading} sx={{ mb: 3 }}>
        다시 불러오기
      </Button>
      <SampleSection title="목록">
        <SkeletonLoading loading={loading} shape="list" label="알림 목록을 불러오는 중입니다">
          <List>
            <ListItem divider>
              <ListItemText primary="3월 정기 배송 완료" secondary="한빛솔루션 본사 · 3월 28일" />
            </ListItem>
            <ListItem divider>
              <ListItemText primary="선물24 생일 메시지 12건 발송" secondary="3월 27일" />
            </ListItem>
            <ListItem>
              <ListItemText primary="2월 청구서 발행" secondary="3월 5일" />
            </ListItem>
          </List>
        </SkeletonLoading>
      </SampleSection>
      <SampleSection title="카드">
        <SkeletonLoading loading={loading} shape="card" label="상품을 불러오는 중입니다">
          <Card variant="outlined" sx={{ maxWidth: 280 }}>
            <CardContent>
              <Typography variant="h6" component="p">
                수제 그래놀라 바 20입
              </Typography>
              <Typography color="text.secondary">24,000원</Typography>
            </CardContent>
          </Card>
        </SkeletonLoading>
      </SampleSection>
      <SampleSection title="표">
        <SkeletonLoading loading={loading} shape="table" count={4} label="청구서를 불러오는 중입니다">
          <Typography>3월 청구 금액 합계 1,284,000원 (4건)</Typography>
        </SkeletonLoading>
      </SampleSection>
    </SampleFrame>
  );
}
