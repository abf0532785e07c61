// Values a page keeps in its address (replaced, not added to history) so that a reload or a
// round trip through sign-in comes back to them. React Router's functional `setSearchParams`
// builds on the parameters of the last render, so two changes made before the router has
// re-rendered (a time picked, then a state chosen at once) would keep only the second. Each
// change here builds on the last address written until the router shows it.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A parameter's new value; null, undefined or '' removes it. */
export type AddressChange = Record<string, string | null | undefined>;

export function useAddressParams(): [URLSearchParams, (change: AddressChange) => void] {
  const [params, setParams] = useSearchParams();
  // The addresses written that the router has not shown yet, oldest first.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const shown = params.toString();
    const at = pending.current.indexOf(shown);
    // One of ours arrived: the later ones are still on their way. Anything else (back, a link)
    // makes the router's parameters the truth again.
    pending.current = at === -1 ? [] : pending.current.slice(at + 1);
  }, [params]);

  const change = (values: AddressChange) => {
    const next = new URLSearchParams(pending.current.at(-1) ?? params);
    for (const [name, value] of Object.entries(values)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    pending.current = [...pending.current, next.toString()];
    setParams(next, { replace: true });
  };
  return [params, change];
}
