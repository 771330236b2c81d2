import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { OrderByType, OrderColumn } from '../../schemas/wms';
import { useWms } from './WmsContext';

const COLUMNS: Record<OrderColumn, string> = {
  NAME: '이름순',
  QUANTITY: '수량순',
  DATE: '날짜순',
  WORKSPACE: '위치순',
};
const DIRECTIONS: Record<OrderByType, string> = { ASC: '오름차순', DESC: '내림차순' };

/** The sort options every list shares (spec 1 §3: orderColumn and orderByType), kept across screens. */
export function SortBar() {
  const { orderByType, orderColumn, update } = useWms();
  const select = { select: { native: true }, htmlInput: { style: { minHeight: 32 } } };
  return (
    <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
      <TextField
        select
        size="small"
        label="정렬 기준"
        value={orderColumn}
        onChange={(event) => update({ orderColumn: event.target.value as OrderColumn })}
        slotProps={select}
        sx={{ flex: 1, bgcolor: 'background.paper' }}
      >
        {Object.entries(COLUMNS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="정렬 방향"
        value={orderByType}
        onChange={(event) => update({ orderByType: event.target.value as OrderByType })}
        slotProps={select}
        sx={{ flex: 1, bgcolor: 'background.paper' }}
      >
        {Object.entries(DIRECTIONS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
