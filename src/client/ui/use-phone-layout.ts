// True on narrow screens, where tables become cards and control rows stack. Only for pages the
// server does not render (signed-in areas): the first render already knows the width.
import { useMediaQuery } from '@mantine/hooks';

/** Mantine's sm breakpoint. */
const PHONE_QUERY = '(max-width: 48em)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
