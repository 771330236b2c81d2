import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { NumberInput, parseClampedInt } from './NumberInput';
import { TelInput, onlyDigits } from './TelInput';
import { TextareaWithCounter } from './TextareaWithCounter';

function ControlledNumber(props: { min?: number; max?: number; onValue: (v: number) => void }) {
  const [value, setValue] = useState(Number.NaN);
  return (
    <NumberInput
      label="수량"
      value={value}
      min={props.min}
      max={props.max}
      onChange={(v) => {
        setValue(v);
        props.onValue(v);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('parses an integer and clamps it to min and max; empty gives NaN', () => {
    expect(parseClampedInt('42', 0, 100)).toBe(42);
    expect(parseClampedInt('150', 0, 100)).toBe(100);
    expect(parseClampedInt('-5', 0, 100)).toBe(0);
    expect(parseClampedInt('12.9')).toBe(12);
    expect(parseClampedInt('')).toBeNaN();
    expect(parseClampedInt('   ')).toBeNaN();
  });

  it('clamps to max while typing and to min when the field is left', async () => {
    const onValue = vi.fn();
    render(<ControlledNumber min={10} max={100} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: '수량' });
    await userEvent.type(input, '150');
    expect(input).toHaveValue('100');
    expect(onValue).toHaveBeenLastCalledWith(100);
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(Number.NaN);
    await userEvent.type(input, '3');
    expect(input).toHaveValue('3');
    await userEvent.tab();
    expect(input).toHaveValue('10');
    expect(onValue).toHaveBeenLastCalledWith(10);
  });

  it('drops letters and decimal points', async () => {
    const onValue = vi.fn();
    render(<ControlledNumber onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: '수량' });
    await userEvent.type(input, '1a2.5');
    expect(input).toHaveValue('125');
    expect(onValue).toHaveBeenLastCalledWith(125);
  });
});

function ControlledTel({ type }: { type?: 'tel' | 'tel_password' }) {
  const [value, setValue] = useState('');
  return <TelInput label="휴대폰 번호" type={type} value={value} onChange={setValue} maxLength={11} />;
}

describe('TelInput', () => {
  it('keeps digits only', async () => {
    expect(onlyDigits('010-1234 5678')).toBe('01012345678');
    render(<ControlledTel />);
    const input = screen.getByLabelText('휴대폰 번호');
    await userEvent.type(input, '010-12a34-5678');
    expect(input).toHaveValue('01012345678');
    expect(input).toHaveAttribute('type', 'tel');
  });

  it('masks the tel_password kind and limits it to maxLength', async () => {
    render(<ControlledTel type="tel_password" />);
    const input = screen.getByLabelText('휴대폰 번호');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.change(input, { target: { value: '0101234567899' } });
    expect(input).toHaveValue('01012345678');
  });
});

function ControlledTextarea() {
  const [value, setValue] = useState('');
  return <TextareaWithCounter label="문의 내용" value={value} onChange={setValue} maxLength={10} />;
}

describe('TextareaWithCounter', () => {
  it('shows length/maxLength and refuses text past the limit', async () => {
    render(<ControlledTextarea />);
    const box = screen.getByRole('textbox', { name: '문의 내용' });
    expect(screen.getByTestId('textarea-counter')).toHaveTextContent('0/10');
    await userEvent.type(box, '안녕하세요');
    expect(screen.getByTestId('textarea-counter')).toHaveTextContent('5/10');
    fireEvent.change(box, { target: { value: '가나다라마바사아자차카타' } });
    expect(box).toHaveValue('가나다라마바사아자차');
    expect(screen.getByTestId('textarea-counter')).toHaveTextContent('10/10');
    expect(box).toHaveAttribute('maxlength', '10');
  });
});
