import { describe, expect, it } from 'vitest';
import { SHIP_SHEET_COLUMNS } from '../../../schemas/gift';
import { mapHeaders, normaliseCell, sheetRowsOf } from './rows';

describe('sheet cells by column kind', () => {
  it('cleans phones, dates, days, months and amounts the way people type them', () => {
    expect(normaliseCell(1012345678, 'phone')).toBe('01012345678');
    expect(normaliseCell('010-1234-5678', 'phone')).toBe('01012345678');
    expect(normaliseCell('1990.5.5', 'date')).toBe('19900505');
    expect(normaliseCell('20261201', 'day')).toBe('2026-12-01');
    expect(normaliseCell('2026. 12. 1.', 'day')).toBe('2026-12-01');
    expect(normaliseCell('2026-11', 'month')).toBe('2026-11');
    expect(normaliseCell('2026.3', 'month')).toBe('2026-03');
    // A month typed into Excel becomes a date cell, which the reader hands over as YYYYMMDD.
    expect(normaliseCell('20261101', 'month')).toBe('2026-11');
    expect(normaliseCell('1,000,000원', 'amount')).toBe('1000000');
    expect(normaliseCell(' 551234567890 ')).toBe('551234567890');
    expect(normaliseCell(551234567890)).toBe('551234567890');
  });

  it('skips blank rows and the template’s example row, numbering the rest as Excel shows them', () => {
    const mapping = mapHeaders(['주문번호', '택배사', '운송장', '비고'], SHIP_SHEET_COLUMNS);
    expect(mapping.unknown).toEqual(['비고']);
    expect(mapping.missing).toEqual([]);
    const example = ['GS00001234', 'CJ대한통운', '551234567890'];
    const { rows, sheetRows, exampleSkipped } = sheetRowsOf(
      [example, ['', '', ''], ['GS00000007', '한진택배', 551200000007]],
      mapping,
      SHIP_SHEET_COLUMNS,
    );
    // This file has no 받는 사람 column, yet every example cell it has matches: skipped.
    expect(exampleSkipped).toBe(true);
    expect(rows).toEqual([
      { orderNo: 'GS00000007', recipientName: '', carrier: '한진택배', trackingNumber: '551200000007' },
    ]);
    expect(sheetRows).toEqual([4]);
  });
});
