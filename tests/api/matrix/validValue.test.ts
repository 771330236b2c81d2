import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validValue } from './validValue';

describe('validValue', () => {
  it('leaves optional fields out and fills required ones within their bounds', () => {
    const schema = z.object({
      name: z.string().min(2).max(10),
      code: z.string().regex(/^\d{6}$/),
      kind: z.enum(['BIRTH', 'SNACK']),
      count: z.number().int().min(3).max(9),
      month: z.string().regex(/^\d{4}-\d{2}$/),
      note: z.string().optional(),
      dryRun: z.boolean().default(false),
    });
    const made = validValue(schema);
    expect(made).toBeDefined();
    expect(made!.value).toEqual({
      name: '가나다',
      code: '111111',
      kind: 'BIRTH',
      count: 3,
      month: '2026-01',
    });
    expect(schema.safeParse(made!.value).success).toBe(true);
  });

  it('gives nothing for a schema it cannot satisfy, so the call keeps a written example', () => {
    expect(validValue(z.object({ token: z.string().regex(/^[A-Z]{3}-\d{9}$/) }))).toBeUndefined();
    expect(validValue(z.object({ a: z.string() }).refine((v) => v.a === 'never'))).toBeUndefined();
  });
});
