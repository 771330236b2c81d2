import { useState } from 'react';
import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/Pagination';
import { SampleFrame, SampleSection } from '../SampleFrame';
import { sampleOrders } from './sampleData';
import { won } from '../../../lib/won';

const ORDERS = sampleOrders(237);
const SMALL_PAGE = 10;

/** The pager at its default size (50) and at 10 rows, with the jump box. */
export function PaginationSample() {
  const [page, setPage] = useState(1);
  const [smallPage, setSmallPage] = useState(1);
  const start = (smallPage - 1) * SMALL_PAGE;
  return (
    <SampleFrame
      title="페이지 이동"
      intro="바로 가기 칸을 비우고 이동하면 1쪽, 마지막 쪽보다 큰 수는 마지막 쪽이 됩니다."
    >
      <SampleSection title={`기본 크기 (${DEFAULT_PAGE_SIZE}건씩)`}>
        <Typography sx={{ mb: 1 }}>
          전체 {ORDERS.length}건 중 {(page - 1) * DEFAULT_PAGE_SIZE + 1}–
          {Math.min(page * DEFAULT_PAGE_SIZE, ORDERS.length)}번째
        </Typography>
        <Pagination page={page} total={ORDERS.length} onChange={setPage} label="주문 목록 페이지" />
      </SampleSection>
      <SampleSection title={`${SMALL_PAGE}건씩`}>
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <List dense>
            {ORDERS.slice(start, start + SMALL_PAGE).map((order) => (
              <ListItem key={order.id} divider>
                <ListItemText
                  primary={`${order.id} · ${order.company}`}
                  secondary={`${order.service} · ${won(order.amount)} · ${order.orderedAt}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
        <Pagination
          page={smallPage}
          total={ORDERS.length}
          size={SMALL_PAGE}
          onChange={setSmallPage}
          label="10건씩 보기 페이지"
        />
      </SampleSection>
    </SampleFrame>
  );
}
