import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';

/** When a rule runs besides submit: leaving the field, editing it, or both. */
export type ValidationTrigger = 'blur' | 'change';

/** One rule of a field (spec 1 §5 "Generic form"). */
export interface FieldRule<M> {
  /** With a message the field is required: empty or whitespace-only text, false, null, [] and NaN fail. */
  message?: string;
  /** Any other check: return the error message, or null when the value is fine. */
  validator?: (value: M[keyof M], model: M) => string | null;
  /** Omitted: the rule runs on blur and on change. An empty array: only on validate(). */
  trigger?: ValidationTrigger | readonly ValidationTrigger[];
}

export type FormRules<M> = Partial<Record<keyof M & string, FieldRule<M> | readonly FieldRule<M>[]>>;
export type FormErrors<M> = Partial<Record<keyof M & string, string>>;

export interface ValidationResult<M> {
  valid: boolean;
  /** The first failing field in the order the rules were written, or null. */
  firstInvalidField: (keyof M & string) | null;
  errors: FormErrors<M>;
}

export interface UseFormValidationOptions<M> {
  model?: M;
  rules: FormRules<M>;
}

/** What the required check treats as "not filled in". */
export function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function rulesOf<M>(entry: FieldRule<M> | readonly FieldRule<M>[] | undefined): readonly FieldRule<M>[] {
  if (!entry) return [];
  return Array.isArray(entry) ? entry : [entry as FieldRule<M>];
}

function runsOn<M>(rule: FieldRule<M>, trigger: ValidationTrigger | undefined): boolean {
  if (trigger === undefined || rule.trigger === undefined) return true;
  return typeof rule.trigger === 'string' ? rule.trigger === trigger : rule.trigger.includes(trigger);
}

/** The first error of `field` in `model` under `rules`, limited to rules of `trigger` when given. */
export function checkField<M>(
  field: keyof M & string,
  model: M,
  rules: FormRules<M>,
  trigger?: ValidationTrigger,
): string | null {
  const value = model[field];
  for (const rule of rulesOf(rules[field])) {
    if (!runsOn(rule, trigger)) continue;
    if (rule.message !== undefined && isBlankValue(value)) return rule.message;
    const message = rule.validator?.(value, model) ?? null;
    if (message) return message;
  }
  return null;
}

/** Runs every rule in rule order; what validate() returns, usable without React. */
export function checkModel<M>(model: M, rules: FormRules<M>): ValidationResult<M> {
  const errors: FormErrors<M> = {};
  let firstInvalidField: (keyof M & string) | null = null;
  for (const field of Object.keys(rules) as (keyof M & string)[]) {
    const message = checkField(field, model, rules);
    if (message) {
      errors[field] = message;
      firstInvalidField ??= field;
    }
  }
  return { valid: firstInvalidField === null, firstInvalidField, errors };
}

const EMPTY_MODEL = {};

/**
 * Form state plus the rules of spec 1 §5: the hook owns the values (so resetFields can restore the
 * initial model), validates per field on blur and change, and validate() reports the first failure.
 */
export function useFormValidation<M extends object>({ model, rules }: UseFormValidationOptions<M>) {
  const initial = useRef<M>((model ?? EMPTY_MODEL) as M);
  const [values, setValuesState] = useState<M>(initial.current);
  const [errors, setErrors] = useState<FormErrors<M>>({});
  // Handlers read the newest values synchronously, e.g. validate() right after setValue().
  const latest = useRef(values);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  useEffect(() => {
    // Without a model there is nothing to reset to and every field reads undefined: a set-up mistake.
    // Only the set-up is checked, once: the ref holds the model of the first render.
    if (initial.current === EMPTY_MODEL)
      console.warn('useFormValidation: model이 없습니다. 초기값 객체를 model로 넘겨주세요.');
  }, []);

  const setField = useCallback((field: keyof M & string, message: string | null) => {
    setErrors((current) => {
      if ((current[field] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }, []);

  const validateField = useCallback(
    (field: keyof M & string, trigger?: ValidationTrigger): string | null => {
      const applicable = rulesOf(rulesRef.current[field]).some((rule) => runsOn(rule, trigger));
      if (!applicable) return null;
      const message = checkField(field, latest.current, rulesRef.current, trigger);
      setField(field, message);
      return message;
    },
    [setField],
  );

  const setValue = useCallback(
    <K extends keyof M & string>(field: K, value: M[K]) => {
      latest.current = { ...latest.current, [field]: value };
      setValuesState(latest.current);
      validateField(field, 'change');
    },
    [validateField],
  );

  /** Sets several values without validating them (loading a record, presets). */
  const setValues = useCallback((patch: Partial<M>) => {
    latest.current = { ...latest.current, ...patch };
    setValuesState(latest.current);
  }, []);

  const validate = useCallback((): ValidationResult<M> => {
    const result = checkModel(latest.current, rulesRef.current);
    setErrors(result.errors);
    return result;
  }, []);

  const resetFields = useCallback(() => {
    latest.current = initial.current;
    setValuesState(initial.current);
    setErrors({});
  }, []);

  const clearValidate = useCallback((fields?: readonly (keyof M & string)[]) => {
    if (!fields) {
      setErrors({});
      return;
    }
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  /** Props for a MUI TextField bound to a text field of the model. */
  const fieldProps = useCallback(
    (field: keyof M & string) => ({
      name: field,
      value: String(values[field] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(field, event.target.value as M[typeof field]),
      onBlur: () => validateField(field, 'blur'),
      error: Boolean(errors[field]),
      helperText: errors[field],
    }),
    [values, errors, setValue, validateField],
  );

  return useMemo(
    () => ({
      values,
      errors,
      setValue,
      setValues,
      validate,
      validateField,
      resetFields,
      clearValidate,
      fieldProps,
    }),
    [values, errors, setValue, setValues, validate, validateField, resetFields, clearValidate, fieldProps],
  );
}

/**
 * Scrolls to the field named `name` (an element with data-field="name", else name="name") and focuses
 * it, or its first focusable descendant. Returns whether a field was found.
 */
export function focusField(name: string, root: ParentNode = document): boolean {
  const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(name) : name.replace(/"/g, '\\"');
  const element =
    root.querySelector<HTMLElement>(`[data-field="${escaped}"]`) ??
    root.querySelector<HTMLElement>(`[name="${escaped}"]`);
  if (!element) return false;
  const focusable = element.matches('input, textarea, select, button, [tabindex]')
    ? element
    : (element.querySelector<HTMLElement>(
        'input:not([type="hidden"]), textarea, select, button, [tabindex]',
      ) ?? element);
  // scrollIntoView is missing in jsdom and some embedded browsers; focusing still moves the page.
  element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  focusable.focus({ preventScroll: true });
  return true;
}
