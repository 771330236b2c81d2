import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Pagination, useListContext } from 'react-admin';
import { LIST_TEXT } from './strings';

/** Spec 1 §5 "Pagination": default size 50. */
export const PAGE_SIZE = 50;

/** Spec 1 §5: a typed page lands between 1 and the last page; empty (or not a number) is page 1. */
export function clampPage(typed: string, maxPage: number): number {
  const page = Number.parseInt(typed.trim(), 10);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(page, 1), Math.max(maxPage, 1));
}

/** react-admin's pagination at 50 rows, plus the spec's "go to page" box. */
export function ListPagination() {
  const { page, total, perPage, setPage, error, isPaused, isPlaceholderData } = useListContext();
  const maxPage = Math.max(1, Math.ceil((total ?? 0) / perPage));
  const [typed, setTyped] = useState('');
  const go = (event: FormEvent) => {
    event.preventDefault();
    setPage(clampPage(typed, maxPage));
    setTyped('');
  };
  // A list that failed has no pages: "1-50 / 총 50" under an error would be made up.
  if (error || (isPaused && isPlaceholderData)) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
      <Pagination rowsPerPageOptions={[]} />
      {maxPage > 1 ? (
        <Box component="form" onSubmit={go} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 2 }}>
          <TextField
            size="small"
            label={LIST_TEXT.goToPage}
            value={typed}
            placeholder={String(page)}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': LIST_TEXT.goToPage } }}
            sx={{ width: 110 }}
          />
          <Typography variant="body2" color="text.secondary">
            {LIST_TEXT.pageOf(maxPage)}
          </Typography>
          <Button type="submit" size="small" variant="outlined">
            {LIST_TEXT.go}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
