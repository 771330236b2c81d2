import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Accordion } from './Accordion';
import { Pagination, clampPage, pageCount } from './Pagination';
import { RadioButtonGroup } from './RadioButtonGroup';
import { SkeletonLoading } from './SkeletonLoading';

describe('Pagination', () => {
  it('keeps pages between 1 and the last page, empty going back to 1', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(clampPage('', 5)).toBe(1);
    expect(clampPage('0', 5)).toBe(1);
    expect(clampPage('-3', 5)).toBe(1);
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage('99', 5)).toBe(5);
  });

  function Controlled({ onPage }: { onPage: (p: number) => void }) {
    const [page, setPage] = useState(3);
    return (
      <Pagination
        page={page}
        total={1000}
        onChange={(p) => {
          setPage(p);
          onPage(p);
        }}
      />
    );
  }

  it('pages by 50 rows and clamps the jump box', async () => {
    const onPage = vi.fn();
    render(<Controlled onPage={onPage} />);
    expect(screen.getByText('/ 20')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: '페이지' });
    await userEvent.clear(box);
    await userEvent.type(box, '999{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(20);
    expect(box).toHaveValue('20');
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: '이동' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    expect(box).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});

const items = [
  { title: '배송 지역', content: '서울·경기 지역에 배송합니다.' },
  { title: '결제 방법', content: '카드와 계좌이체를 지원합니다.' },
  { title: '해지 방법', content: '고객센터로 연락해 주세요.' },
];
const expanded = () => screen.getAllByRole('button', { expanded: true }).map((node) => node.textContent);

describe('Accordion', () => {
  it('single mode: the first item starts open, opening another closes it, re-click closes', async () => {
    render(<Accordion items={items} />);
    expect(expanded()).toEqual(['배송 지역']);
    await userEvent.click(screen.getByRole('button', { name: '결제 방법' }));
    expect(expanded()).toEqual(['결제 방법']);
    await userEvent.click(screen.getByRole('button', { name: '결제 방법' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('multi mode: items open and close independently', async () => {
    render(<Accordion items={items} multiple />);
    await userEvent.click(screen.getByRole('button', { name: '해지 방법' }));
    expect(expanded()).toEqual(['배송 지역', '해지 방법']);
    await userEvent.click(screen.getByRole('button', { name: '배송 지역' }));
    expect(expanded()).toEqual(['해지 방법']);
  });

  it('defaultClosed starts with everything closed', () => {
    render(<Accordion items={items} defaultClosed />);
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });
});

const regions = [
  { value: 'REGION_A', label: '서울/경기' },
  { value: 'REGION_B', label: '부산/경남' },
  { value: 'REGION_C', label: '기타 지역' },
] as const;

describe('RadioButtonGroup', () => {
  function Controlled(props: { disabled?: boolean; readonly?: boolean; onPick: (v: string) => void }) {
    const [value, setValue] = useState<string>('REGION_A');
    return (
      <RadioButtonGroup
        label="지역"
        options={regions}
        value={value}
        disabled={props.disabled}
        readonly={props.readonly}
        onChange={(v) => {
          setValue(v);
          props.onPick(v);
        }}
      />
    );
  }

  it('lays options out in two columns and picks one', async () => {
    const onPick = vi.fn();
    render(<Controlled onPick={onPick} />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveStyle({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
    await userEvent.click(screen.getByRole('radio', { name: '부산/경남' }));
    expect(onPick).toHaveBeenCalledWith('REGION_B');
    expect(screen.getByRole('radio', { name: '부산/경남' })).toBeChecked();
  });

  it('disabled: every option is disabled', () => {
    render(<Controlled disabled onPick={vi.fn()} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('readonly: options stay enabled but the choice does not change', async () => {
    const onPick = vi.fn();
    render(<Controlled readonly onPick={onPick} />);
    const other = screen.getByRole('radio', { name: '기타 지역' });
    expect(other).toBeEnabled();
    await userEvent.click(other);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '서울/경기' })).toBeChecked();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
  });
});

describe('SkeletonLoading', () => {
  it('shows a busy placeholder while loading, then the content', () => {
    const { rerender } = render(
      <SkeletonLoading loading count={4}>
        <p>목록</p>
      </SkeletonLoading>,
    );
    expect(screen.getByRole('status', { name: '불러오는 중입니다' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('목록')).not.toBeInTheDocument();
    rerender(
      <SkeletonLoading loading={false}>
        <p>목록</p>
      </SkeletonLoading>,
    );
    expect(screen.getByText('목록')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-loading')).not.toBeInTheDocument();
  });
});
