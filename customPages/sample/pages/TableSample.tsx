import { useMemo, useState } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { SampleFrame, SampleSection } from '../SampleFrame';
import { sampleOrders } from './sampleData';
import { won } from '../../../lib/won';
import type { SampleOrder } from './sampleData';

type Column = keyof SampleOrder;
const COLUMNS: readonly { key: Column; label: string; numeric?: boolean }[] = [
  { key: 'id', label: '주문번호' },
  { key: 'company', label: '회사' },
  { key: 'service', label: '서비스' },
  { key: 'amount', label: '금액', numeric: true },
  { key: 'orderedAt', label: '주문일' },
];
const ORDERS = sampleOrders(12);

/** A sortable table: click (or Enter on) a heading to sort, again to reverse. */
export function TableSample() {
  const [orderBy, setOrderBy] = useState<Column>('orderedAt');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const rows = useMemo(() => {
    const sorted = [...ORDERS].sort((a, b) => {
      const x = a[orderBy];
      const y = b[orderBy];
      return typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'ko');
    });
    return direction === 'asc' ? sorted : sorted.reverse();
  }, [orderBy, direction]);

  const sortBy = (key: Column) => {
    if (key === orderBy) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setOrderBy(key);
      setDirection('asc');
    }
  };

  return (
    <SampleFrame title="표">
      <SampleSection title="주문 목록">
        <TableContainer component={Paper} variant="outlined">
          <Table>
            <caption>최근 주문 {ORDERS.length}건. 제목을 누르면 정렬됩니다.</caption>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={orderBy === column.key ? direction : false}
                  >
                    <TableSortLabel
                      active={orderBy === column.key}
                      direction={orderBy === column.key ? direction : 'asc'}
                      onClick={() => sortBy(column.key)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>{row.company}</TableCell>
                  <TableCell>{row.service}</TableCell>
                  <TableCell align="right">{won(row.amount)}</TableCell>
                  <TableCell>{row.orderedAt}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </SampleSection>
    </SampleFrame>
  );
}
