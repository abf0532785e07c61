// Form state for a calculator whose inputs live in the page's query (docs/product.md#money-tools):
// the text of each field as typed, its error, and the values the results are drawn from, which
// are the last entries that were all valid, so results stay while a number is retyped.
//
// Typing a valid entry replaces the current history entry's query (a link to share, without one
// history step per keystroke); going back or forward (a POP) puts that entry's numbers back.
import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { MONEY_TOOL_PARAMS, initialValues } from '../../../../shared/money-tools';
import type {
  CrossFieldRule,
  LoanKind,
  MoneyToolFields,
  MoneyToolId,
} from '../../../../shared/money-tools';
import { loanKindOf, readFields, toolOf, toolQuery, valuesKey } from '../tool-url';
import { checkField, fieldText, tidyFieldText } from './field-rules';

export interface FieldState {
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
}

export interface CalculatorFields<K extends string> {
  field: (key: K) => FieldState;
  /** The last values that were all valid. */
  values: Record<K, number>;
  /** Some entry is invalid, so `values` are the last valid ones, not what the form shows. */
  stale: boolean;
}

export interface CalculatorOptions<K extends string> {
  tool: MoneyToolId;
  fields: MoneyToolFields<K>;
  cross?: CrossFieldRule<NoInfer<K>>;
  loanKind?: LoanKind;
  /** The query is about this form (its calculator, and its kind of loan). */
  active: boolean;
}

type Texts<K extends string> = Record<K, string>;

function textsOf<K extends string>(
  fields: MoneyToolFields<K>,
  values: Record<K, number>,
): Texts<K> {
  const keys = Object.keys(fields) as K[];
  return Object.fromEntries(
    keys.map((key) => [key, fieldText(values[key], fields[key])]),
  ) as Texts<K>;
}

function checkTexts<K extends string>(
  fields: MoneyToolFields<K>,
  texts: Texts<K>,
  cross: CrossFieldRule<K> | undefined,
): { errors: Partial<Record<K, string>>; values: Record<K, number> | null } {
  const keys = Object.keys(fields) as K[];
  const errors: Partial<Record<K, string>> = {};
  const parsed: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const check = checkField(texts[key], fields[key]);
    if (check.error !== undefined) errors[key] = check.error;
    else parsed[key] = check.value;
  }
  if (keys.some((key) => errors[key] !== undefined)) return { errors, values: null };
  const values = parsed as Record<K, number>;
  const crossErrors: Partial<Record<K, string>> = cross?.(values) ?? {};
  if (keys.some((key) => crossErrors[key] !== undefined))
    return { errors: crossErrors, values: null };
  return { errors, values };
}

export function useCalculatorFields<K extends string>({
  tool,
  fields,
  cross,
  loanKind,
  active,
}: CalculatorOptions<K>): CalculatorFields<K> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [applied, setApplied] = useState(() =>
    active ? readFields(fields, params, initialValues(fields), cross) : initialValues(fields),
  );
  const [texts, setTexts] = useState(() => textsOf(fields, applied));
  const [seenLocation, setSeenLocation] = useState(location.key);

  // Back or forward to an entry of this page: show that entry's numbers.
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType === 'POP' && active) {
      const next = readFields(fields, params, applied, cross);
      if (valuesKey(fields, next) !== valuesKey(fields, applied)) {
        setApplied(next);
        setTexts(textsOf(fields, next));
      }
    }
  }

  const { errors } = checkTexts(fields, texts, cross);
  const stale = (Object.keys(fields) as K[]).some((key) => errors[key] !== undefined);

  const change = (key: K, text: string) => {
    const next = { ...texts, [key]: text };
    setTexts(next);
    const { values } = checkTexts(fields, next, cross);
    if (!values) return;
    setApplied(values);
    if (active) {
      setParams(toolQuery(tool, fields, values, loanKind), {
        replace: true,
        preventScrollReset: true,
      });
    }
  };

  const field = (key: K): FieldState => ({
    value: texts[key],
    error: errors[key],
    onChange: (text) => change(key, text),
    onBlur: () =>
      setTexts((current) => ({ ...current, [key]: tidyFieldText(current[key], fields[key]) })),
  });

  return { field, values: applied, stale };
}

/** The calculator and kind of loan the page's query is about. */
export function useQueryTool(): { tool: MoneyToolId; loanKind: LoanKind } {
  const [params] = useSearchParams();
  return {
    tool: toolOf(params.get(MONEY_TOOL_PARAMS.tool)),
    loanKind: loanKindOf(params.get(MONEY_TOOL_PARAMS.loanKind)),
  };
}
