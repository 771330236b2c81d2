import { useMemo } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { z } from 'zod';
import type { ApplicationStep } from '../../../schemas/serviceApply';
import { zodFormValidator } from '../../../resources/_generated';

/** JSON Schema keywords the generated forms use; the rest of zod's output (metadata) is left out. */
const KEYWORDS = new Set([
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'default',
  'const',
]);

type Choices = ReadonlyArray<{ id: string; name: string }>;
type JsonNode = Record<string, unknown> & {
  label?: string;
  choices?: Choices;
  items?: JsonNode;
  enum?: string[];
};

/** What a form needs of a step: its schema and the hints for its fields. */
export type FormStep = Pick<ApplicationStep, 'schema' | 'ui'>;

const asOptions = (choices: Choices) => choices.map((choice) => ({ const: choice.id, title: choice.name }));

/**
 * A step's form: the JSON Schema zod 4 generates from the step's schema (z.toJSONSchema), with the
 * Korean labels as titles and choices as titled options, and the uiSchema its hints ask for. The
 * same schema validates the form in the browser (zodFormValidator) and the answers on the server.
 */
export function stepForm(step: FormStep): { schema: RJSFSchema; uiSchema: UiSchema } {
  // A fresh object of the same fields: a schema registered with an id would come back as a $ref.
  const generated = z.toJSONSchema(z.object(step.schema.shape), { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonNode>;
    required?: string[];
  };
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [name, node] of Object.entries(generated.properties ?? {})) {
    const property: RJSFSchema = Object.fromEntries(
      Object.entries(node).filter(([key]) => KEYWORDS.has(key)),
    );
    property.title = node.label ?? name;
    const hint = step.ui?.[name];
    const ui: Record<string, unknown> = {};
    if (node.type === 'array' && node.choices) {
      property.items = { type: 'string', oneOf: asOptions(node.choices) } as RJSFSchema;
      property.uniqueItems = true;
      ui['ui:widget'] = 'checkboxes';
      ui['ui:options'] = { inline: true };
    } else if (node.choices) {
      property.type = 'string';
      property.oneOf = asOptions(node.choices) as RJSFSchema[];
      if (hint?.widget === 'radio') ui['ui:widget'] = 'radio';
    } else if (node.const === true) {
      property.type = 'boolean';
      delete property.const;
    } else if (node.type === 'integer' || node.type === 'number') {
      property.type = 'number';
    }
    if (hint?.widget === 'textarea') ui['ui:widget'] = 'textarea';
    if (hint?.inputType) ui['ui:options'] = { ...(ui['ui:options'] as object), inputType: hint.inputType };
    if (hint?.placeholder) ui['ui:placeholder'] = hint.placeholder;
    properties[name] = property;
    if (Object.keys(ui).length) uiSchema[name] = ui;
  }
  return { schema: { type: 'object', required: generated.required ?? [], properties }, uiSchema };
}

/**
 * What every form made from a step shares: stepForm's schema and uiSchema, the zod validator of the
 * same schema, and errors shown at their fields only (no list above, no browser bubbles).
 */
export function useStepFormProps(step: FormStep) {
  return useMemo(
    () => ({
      ...stepForm(step),
      validator: zodFormValidator<Record<string, unknown>>(step.schema),
      showErrorList: false as const,
      noHtml5Validate: true,
    }),
    [step],
  );
}

export { displayAnswer as displayValue } from '../../../schemas/serviceApply/define';
