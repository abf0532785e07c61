// One payment attempt at a time, each with its own Idempotency-Key. When the answer is lost on
// the way (a network failure) the same attempt is sent once more with the same key, and a
// further press of Pay keeps that key too, so the server can never charge the card twice.
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PayRequest } from '../../../../shared/contracts/booking';
import { payForCheckout } from '../booking-api';
import { isNetworkFailure } from '../../../api/http';
import { newAttemptKey } from '../../../api/attempt-key';

/** Pays through `send`, which carries the attempt's key: a checkout, a signup's first payment. */
export function useKeyedPayment<Result>(
  send: (body: PayRequest, attemptKey: string) => Promise<Result>,
) {
  const attemptKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (body: PayRequest) => {
      const key = attemptKey.current ?? newAttemptKey();
      attemptKey.current = key;
      try {
        const result = await send(body, key).catch((error: unknown) => {
          if (!isNetworkFailure(error)) throw error;
          return send(body, key);
        });
        attemptKey.current = null;
        return result;
      } catch (error) {
        // A definite answer (declined, refused) ends the attempt; the next one gets a new key.
        if (!isNetworkFailure(error)) attemptKey.current = null;
        throw error;
      }
    },
  });
}

export function usePayment(checkoutId: string) {
  return useKeyedPayment((body, key) => payForCheckout(checkoutId, body, key));
}
