import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkModel, focusField, useFormValidation } from './useFormValidation';
import type { FormRules } from './useFormValidation';

interface Inquiry {
  companyName: string;
  email: string;
  agree: boolean;
}

const model: Inquiry = { companyName: '', email: '', agree: false };
const rules: FormRules<Inquiry> = {
  companyName: { message: '회사명을 입력해주세요.', trigger: 'blur' },
  email: {
    validator: (value) => (/^\S+@\S+\.\S+$/.test(String(value)) ? null : '이메일을 정확하게 입력해주세요.'),
    trigger: 'change',
  },
  agree: { message: '개인정보 수집 및 이용에 동의해주세요.' },
};

const setup = () => renderHook(() => useFormValidation({ model, rules }));

describe('useFormValidation', () => {
  it('fails a required rule on whitespace-only text and on an unchecked box', () => {
    const result = checkModel({ companyName: '   ', email: 'a@b.co', agree: false }, rules);
    expect(result.errors).toEqual({
      companyName: '회사명을 입력해주세요.',
      agree: '개인정보 수집 및 이용에 동의해주세요.',
    });
    expect(checkModel({ companyName: '한빛', email: 'a@b.co', agree: true }, rules).valid).toBe(true);
  });

  it('runs a validator function and reports its message', () => {
    const { result } = setup();
    act(() => result.current.setValue('email', 'wrong'));
    expect(result.current.errors.email).toBe('이메일을 정확하게 입력해주세요.');
    act(() => result.current.setValue('email', 'hr@example.com'));
    expect(result.current.errors.email).toBeUndefined();
  });

  it('runs blur rules on blur only and change rules on change only', () => {
    const { result } = setup();
    act(() => result.current.setValue('companyName', ''));
    expect(result.current.errors.companyName).toBeUndefined();
    act(() => {
      result.current.validateField('companyName', 'blur');
    });
    expect(result.current.errors.companyName).toBe('회사명을 입력해주세요.');
    act(() => {
      result.current.validateField('email', 'blur');
    });
    expect(result.current.errors.email).toBeUndefined();
  });

  it('reports the first failing field in rule order from validate()', () => {
    const { result } = setup();
    act(() => result.current.setValue('companyName', '한빛솔루션'));
    let outcome = { valid: true, firstInvalidField: null as string | null };
    act(() => {
      outcome = result.current.validate();
    });
    expect(outcome).toMatchObject({ valid: false, firstInvalidField: 'email' });
    expect(Object.keys(result.current.errors)).toEqual(['email', 'agree']);
  });

  it('resetFields restores the initial model and clears the messages', () => {
    const { result } = setup();
    act(() => result.current.setValue('companyName', '한빛'));
    act(() => {
      result.current.validate();
    });
    act(() => result.current.resetFields());
    expect(result.current.values).toEqual(model);
    expect(result.current.errors).toEqual({});
  });

  it('clearValidate removes the messages of the named fields, or all', () => {
    const { result } = setup();
    act(() => {
      result.current.validate();
    });
    act(() => result.current.clearValidate(['companyName']));
    expect(Object.keys(result.current.errors)).toEqual(['email', 'agree']);
    act(() => result.current.clearValidate());
    expect(result.current.errors).toEqual({});
  });

  it('warns on the console when set up without a model', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHook(() => useFormValidation<Inquiry>({ rules }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('model'));
    warn.mockClear();
    setup();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('focusField', () => {
  it('focuses the input inside the element marked data-field, or by name', () => {
    render(
      <form>
        <div data-field="space">
          <textarea aria-label="공간" />
        </div>
        <input name="email" aria-label="이메일" />
      </form>,
    );
    expect(focusField('space')).toBe(true);
    expect(screen.getByLabelText('공간')).toHaveFocus();
    expect(focusField('email')).toBe(true);
    expect(screen.getByLabelText('이메일')).toHaveFocus();
    expect(focusField('missing')).toBe(false);
  });
});
