import type { RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { createErrorHandler, toErrorSchema, unwrapErrorHandler, validationDataMerge } from '@rjsf/utils';
import type { z } from 'zod';

/**
 * An rjsf validator that checks the form data with the zod schema the JSON Schema was generated from.
 *
 * Why not @rjsf/validator-ajv8: ajv compiles each schema with `new Function`, which the server's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses, so the form would fail in
 * production while passing every jsdom test. Checking with zod also gives the schema's own Korean
 * messages, the same ones the server sends, instead of ajv's English ones.
 *
 * `isValid` is only asked by rjsf to choose between anyOf/oneOf options or to evaluate `if`; the
 * object forms generated from our zod schemas have none, so it has nothing to decide.
 */
export function zodFormValidator<T extends Record<string, unknown>>(schema: z.ZodType): ValidatorType<T> {
  const errorsOf = (formData: T | undefined): RJSFValidationError[] => {
    const parsed = schema.safeParse(formData ?? {});
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => {
      const property = issue.path.length > 0 ? `.${issue.path.join('.')}` : '';
      return {
        name: issue.code,
        property,
        message: issue.message,
        stack: `${property} ${issue.message}`.trim(),
      };
    });
  };
  return {
    validateFormData(formData, _jsonSchema, customValidate, transformErrors, uiSchema): ValidationData<T> {
      let errors = errorsOf(formData);
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const data: ValidationData<T> = { errors, errorSchema: toErrorSchema<T>(errors) };
      if (!customValidate) return data;
      const custom = customValidate(formData, createErrorHandler<T>(formData as T), uiSchema);
      return validationDataMerge<T>(data, unwrapErrorHandler<T>(custom));
    },
    isValid: (_schema: RJSFSchema, _formData: T | undefined, _root: RJSFSchema) => true,
    rawValidation<Result>(_jsonSchema: RJSFSchema, formData?: T) {
      return { errors: errorsOf(formData) as Result[] };
    },
  };
}
