import { type ChangeEvent, useState } from 'react';

type Rule = (value: string) => string | undefined;

/**
 * A controlled input checked by `rule` on submit; once its message shows, it is re-checked as
 * the person types so it disappears the moment the value is right.
 */
export function useCheckedField(rule?: Rule, initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();

  /** Shows the rule's message, if any; true when the value passes. */
  const check = () => {
    const problem = rule?.(value);
    setError(problem);
    return problem === undefined;
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    if (error) setError(rule?.(event.target.value));
  };

  return { value, error, check, input: { value, onChange } };
}

/** Checks every field (not stopping at the first) so all their messages show at once. */
export function checkAll(fields: { check: () => boolean }[]): boolean {
  return fields.map((field) => field.check()).every(Boolean);
}
