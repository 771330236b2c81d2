import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, text } from './text';

describe('the shared text type', () => {
  it('refuses NUL, C0 and C1 controls, DEL and lone surrogates in single-line text', () => {
    for (const value of [
      'a\u0000b',
      '\u0001',
      'a\tb',
      'a\nb',
      'a\rb',
      '\u001b[0m',
      '\u007f',
      '\u0085',
      '\u009f',
      'a\ud800',
      '\udc00a',
    ]) {
      expect(hasForbiddenCharacter(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('accepts Korean, emoji (surrogate pairs) and other visible text', () => {
    for (const value of ['홍길동', '😀 파티', 'O\u2019Brien', '\u00a0non-breaking', 'ＡＢＣ', '']) {
      expect(hasForbiddenCharacter(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('allows tab, line feed and carriage return in multi-line text only, never NUL', () => {
    expect(hasForbiddenCharacter('첫 줄\r\n\t둘째 줄', true)).toBe(false);
    expect(hasForbiddenCharacter('첫 줄\u0000', true)).toBe(true);
    expect(hasForbiddenCharacter('\u000b', true)).toBe(true);
  });

  it('words its messages with the label and the right particle', () => {
    const name = text({ max: 3, label: '이름' });
    expect(name.safeParse('a\u0000').error?.issues[0]?.message).toBe(
      '이름에 사용할 수 없는 문자가 있습니다.',
    );
    expect(name.safeParse('가나다라').error?.issues[0]?.message).toBe('이름은 3자 이내로 입력해주세요.');
    expect(text({ max: 1, label: '주소' }).safeParse('ab').error?.issues[0]?.message).toBe(
      '주소는 1자 이내로 입력해주세요.',
    );
    expect(text({ max: 1 }).safeParse('\u0000').error?.issues[0]?.message).toBe(
      '입력값에 사용할 수 없는 문자가 있습니다.',
    );
  });

  it('trims before checking when asked, and chains like any zod string', () => {
    const email = text({ max: 30, trim: true, label: '이메일' }).min(1, '이메일을 입력해주세요.');
    expect(email.parse('  a@b.example \n')).toBe('a@b.example');
    expect(email.safeParse('   ').error?.issues[0]?.message).toBe('이메일을 입력해주세요.');
    expect(text({ max: 5, required: '필수입니다.' }).safeParse(undefined).error?.issues[0]?.message).toBe(
      '필수입니다.',
    );
  });
});
