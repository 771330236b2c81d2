/** Moves focus to the first field in `order` that has an error (spec 1 §5: focus the failing field). */
export function focusFirstError(
  errors: Record<string, string>,
  order: readonly string[],
  idOf: (field: string) => string,
) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
