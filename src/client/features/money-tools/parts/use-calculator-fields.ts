// Form state for a calculator: the text of each field as typed, its error, and the parsed
// values once every field (and any rule across fields) is valid.
import { useState } from 'react';
import { checkField, tidyFieldText } from './field-rules';
import type { FieldRule } from './field-rules';

export interface FieldState {
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
}

export interface CalculatorFields<K extends string> {
  field: (key: K) => FieldState;
  /** Every value parsed, or null while any field is invalid. */
  values: Record<K, number> | null;
}

export function useCalculatorFields<K extends string>(
  rules: Record<K, FieldRule>,
  initial: Record<K, string>,
  crossCheck?: (values: Record<NoInfer<K>, number>) => Partial<Record<NoInfer<K>, string>>,
): CalculatorFields<K> {
  const [texts, setTexts] = useState(initial);
  const keys = Object.keys(rules) as K[];

  const errors: Partial<Record<K, string>> = {};
  const parsed: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const check = checkField(texts[key], rules[key]);
    if (check.error !== undefined) errors[key] = check.error;
    else parsed[key] = check.value;
  }
  let values = keys.every((key) => errors[key] === undefined)
    ? (parsed as Record<K, number>)
    : null;
  if (values && crossCheck) {
    const crossErrors = crossCheck(values);
    for (const key of keys) {
      if (crossErrors[key]) errors[key] = crossErrors[key];
    }
    if (keys.some((key) => crossErrors[key])) values = null;
  }

  const field = (key: K): FieldState => ({
    value: texts[key],
    error: errors[key],
    onChange: (text) => setTexts((current) => ({ ...current, [key]: text })),
    onBlur: () =>
      setTexts((current) => ({ ...current, [key]: tidyFieldText(current[key], rules[key]) })),
  });

  return { field, values };
}
