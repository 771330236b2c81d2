import { z } from 'zod';
import type { ServiceKey } from '../services';

/**
 * A service application is a list of steps, each a zod object schema with Korean labels (`.meta`)
 * and messages. The browser turns each step into a JSON Schema form (rjsf); the server checks the
 * draft and the submitted answers with the very same schemas.
 */
export interface ApplicationStep {
  /** The step's key: the URL segment (snack24) or the `step` query value, and the answers' key. */
  key: string;
  /** Korean title in the stepper. */
  title: string;
  /** One line under the title. */
  description?: string;
  schema: z.ZodObject;
  /**
   * A panel the wizard shows above the generated form: the payment methods, or the postcode search
   * that fills `zoneCode` and `address1`.
   */
  panel?: 'payment' | 'address';
  /** Per-field input hints for the generated form (rjsf uiSchema): textarea, tel, placeholder. */
  ui?: Record<string, { widget?: 'textarea' | 'radio'; inputType?: string; placeholder?: string }>;
}

export interface ApplicationDefinition {
  service: ServiceKey;
  /** Korean service name shown on the wizard. */
  label: string;
  steps: readonly ApplicationStep[];
  /** What the company reads on the result page once submitted. */
  submittedNote: string;
  /** Orders rather than a subscription: each submission is a new one, a new draft may follow it. */
  repeatable?: boolean;
}

/** Declares an application: a definition is a schema per step plus these few words. */
export const defineApplication = (definition: ApplicationDefinition) => definition;

/** Answers of a whole application: step key -> that step's fields. */
export const applicationAnswers = z.record(z.string().max(40), z.record(z.string().max(60), z.unknown()));
export type ApplicationAnswers = z.infer<typeof applicationAnswers>;

/** A draft keeps an answer that does not pass yet (typing in progress) only when it is this small. */
const DRAFT_TEXT_MAX = 500;
const DRAFT_LIST_MAX = 50;
const isDraftScalar = (value: unknown) =>
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.length <= DRAFT_TEXT_MAX);

/**
 * The answers as the definition declares them: unknown steps and undeclared fields dropped, each
 * field that passes its schema as the schema's output, and an answer in progress (short text, a
 * number, a short list) as given, so a draft keeps what the applicant typed. What the server stores
 * and what approval reads go through this, so a field no step declares is never kept nor acted on.
 */
export function declaredAnswers(
  definition: ApplicationDefinition,
  answers: ApplicationAnswers,
): ApplicationAnswers {
  const declared: ApplicationAnswers = {};
  for (const step of definition.steps) {
    const given = answers[step.key];
    if (!given || typeof given !== 'object') continue;
    const kept: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(step.schema.shape)) {
      if (!(name in given)) continue;
      const value = given[name];
      const parsed = (field as z.ZodType).safeParse(value);
      if (parsed.success) kept[name] = parsed.data;
      else if (isDraftScalar(value)) kept[name] = value;
      else if (Array.isArray(value) && value.length <= DRAFT_LIST_MAX && value.every(isDraftScalar))
        kept[name] = value;
    }
    declared[step.key] = kept;
  }
  return declared;
}

/** Field errors of every step as `step.field` -> message (the server's 400 `errors`). */
export function answerErrors(
  definition: ApplicationDefinition,
  answers: ApplicationAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const step of definition.steps) {
    const parsed = step.schema.safeParse(answers[step.key] ?? {});
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const key = [step.key, ...issue.path.map(String)].join('.');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/** The first step whose answers do not pass its schema (null when every step passes). */
export function firstIncompleteStep(definition: ApplicationDefinition, answers: ApplicationAnswers) {
  return definition.steps.find((step) => !step.schema.safeParse(answers[step.key] ?? {}).success) ?? null;
}

/** The field labels of a step, for the summary before submitting. */
export function stepLabels(step: ApplicationStep): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [name, field] of Object.entries(step.schema.shape)) {
    const meta = (field as z.ZodType).meta() as { label?: string } | undefined;
    labels[name] = meta?.label ?? name;
  }
  return labels;
}

/** An answer as people read it: choices by their labels, lists joined, yes/no in Korean. */
export function displayAnswer(step: ApplicationStep, field: string, value: unknown): string {
  const schema = step.schema.shape[field] as z.ZodType | undefined;
  const meta = schema?.meta() as { choices?: ReadonlyArray<{ id: string; name: string }> } | undefined;
  const label = (item: unknown) => meta?.choices?.find((choice) => choice.id === item)?.name ?? String(item);
  if (value === undefined || value === null || value === '') return '-';
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? '동의' : '동의 안 함';
  if (typeof value === 'number') return value.toLocaleString('ko-KR');
  return label(value);
}
