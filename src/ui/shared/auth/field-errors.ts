/** Message ids of a form's fields that are wrong, by field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Keeps the errors of the fields the visitor has left (blurred) or when the whole form was submitted. */
export function visibleErrors<F extends string>(all: FieldErrors<F>, shown: ReadonlySet<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(all).filter(([field]) => shown.has(field as F))) as FieldErrors<F>;
}
