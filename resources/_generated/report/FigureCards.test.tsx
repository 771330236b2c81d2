import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureCards } from './ChartSection';

describe('FigureCards', () => {
  it('writes a large amount in 만 units with the exact figure beneath, a small one as it is', () => {
    render(
      <FigureCards
        items={[
          { label: '총액', amount: 12_500_000, testId: 'total' },
          { label: '부가세', amount: 45_000, testId: 'vat' },
          { label: '건수', value: '12건' },
        ]}
      />,
    );
    expect(screen.getByText('1,250만원')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent(/^12,500,000원$/);
    expect(screen.getByTestId('vat')).toHaveTextContent(/^45,000원$/);
    expect(screen.queryByText(/만원/, { selector: '[data-testid="vat"]' })).toBeNull();
    expect(screen.getByText('12건')).toBeInTheDocument();
  });
});
