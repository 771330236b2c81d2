import { useEffect, useId, useState } from 'react';
import { Box, Button, Pagination as MuiPagination, Stack, TextField } from '@mui/material';

/** Spec 1 §9: 50 rows a page unless a screen says otherwise. */
export const DEFAULT_PAGE_SIZE = 50;

/** How many pages `total` rows fill; at least 1, so an empty list still has page 1. */
export function pageCount(total: number, size: number = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

/** A typed page number kept between 1 and `maxPage`; empty or unreadable text gives 1 (spec 1 §5). */
export function clampPage(input: string | number, maxPage: number): number {
  const parsed = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input.trim(), 10);
  if (Number.isNaN(parsed) || parsed < 1) return 1;
  return Math.min(parsed, Math.max(1, maxPage));
}

const PAGE_BUTTON_LABELS = {
  first: '첫 페이지',
  last: '마지막 페이지',
  next: '다음 페이지',
  previous: '이전 페이지',
  'start-ellipsis': '앞 페이지 생략',
  'end-ellipsis': '뒤 페이지 생략',
} as const;

export interface PaginationProps {
  /** 1-based. */
  page: number;
  /** Number of rows in the whole list. */
  total: number;
  onChange: (page: number) => void;
  size?: number;
  /** Show the "go to page" box (default true). */
  jump?: boolean;
  /** Names the navigation landmark (default 페이지 이동). */
  label?: string;
}

/** Page buttons plus a box to jump to a page; every page number it hands out lies in 1..max. */
export function Pagination({
  page,
  total,
  onChange,
  size = DEFAULT_PAGE_SIZE,
  jump = true,
  label = '페이지 이동',
}: PaginationProps) {
  const maxPage = pageCount(total, size);
  const current = clampPage(page, maxPage);
  const [text, setText] = useState(String(current));
  const inputId = useId();

  useEffect(() => setText(String(current)), [current]);

  const go = () => {
    const target = clampPage(text, maxPage);
    setText(String(target));
    if (target !== current) onChange(target);
  };

  return (
    <Stack
      component="nav"
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems="center"
      justifyContent="center"
    >
      <MuiPagination
        count={maxPage}
        page={current}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        showFirstButton
        showLastButton
        // MUI's default item labels are English; these are what a screen reader reads.
        getItemAriaLabel={(type, item, selected) => {
          if (type === 'page') return selected ? `${item}페이지, 현재 페이지` : `${item}페이지로 이동`;
          return PAGE_BUTTON_LABELS[type];
        }}
      />
      {jump ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            go();
          }}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <TextField
            id={inputId}
            label="페이지"
            size="small"
            value={text}
            onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
            onBlur={go}
            sx={{ width: 96 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': `${inputId}-max` } }}
          />
          <Box component="span" id={`${inputId}-max`} sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            / {maxPage}
          </Box>
          <Button type="submit" variant="outlined">
            이동
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
