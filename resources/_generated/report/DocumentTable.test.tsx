import type { ReactElement } from 'react';
import { createTheme, ThemeProvider } from '@mui/material';
import { render as renderBare, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentTable, ResponsiveTable } from '.';

/** A phone's screen: every media query of the breakpoints below 600 px matches. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const theme = createTheme();
const render = (ui: ReactElement) => renderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const columns = [{ label: '품목' }, { label: '합계', align: 'right' as const }];
const rows = [
  { key: 'a', cells: ['복사용지', '12,300원'] },
  { key: 'b', cells: ['토너', '45,000원'] },
];

afterEach(() => vi.unstubAllGlobals());

describe('ResponsiveTable', () => {
  it('on a wide screen is a table named by its caption, also when the caption is hidden', () => {
    render(<ResponsiveTable caption="청구 품목" captionHidden columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: '청구 품목' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['품목', '합계']);
    expect(within(table).getByRole('cell', { name: '45,000원' })).toBeTruthy();
  });

  it('on a phone is a list of cards without a drawn caption when hidden', () => {
    asPhone();
    render(<ResponsiveTable caption="청구 품목" captionHidden columns={columns} rows={rows} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('region', { name: '청구 품목' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('청구 품목')).toBeNull();
  });
});

describe('DocumentTable', () => {
  it('stays a table on a phone, with row headers and no header row when it has no columns', () => {
    asPhone();
    render(
      <DocumentTable
        caption="전용계좌 증명서"
        captionHidden
        bordered
        rowHeaders
        rows={[{ key: 'bank', cells: ['은행', '국민은행'] }]}
      />,
    );
    const table = screen.getByRole('table', { name: '전용계좌 증명서' });
    expect(within(table).getByRole('rowheader', { name: '은행' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '국민은행' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader')).toBeNull();
  });

  it('draws its header row and caption for a document with columns', () => {
    render(<DocumentTable caption="청구 품목" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: '청구 품목' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
