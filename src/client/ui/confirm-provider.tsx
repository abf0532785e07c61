// The confirmation overlay (docs/product.md#interface): one at a time; a second request while one
// shows is ignored; after a confirmation the overlay stays briefly (CONFIRMATION_HIDE_DELAY_MS) so
// the user sees the action start.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { LazyModal as Modal } from './lazy-overlays';
import { CONFIRMATION_HIDE_DELAY_MS, MODAL_Z_INDEX } from '../../shared/constants';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button in the danger colour (deleting, refunding …). */
  destructive?: boolean;
}

/** Resolves true when confirmed, false when cancelled or when the request was ignored. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Showing {
  request: ConfirmRequest;
  resolve: (answer: boolean) => void;
  answered: boolean;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [showing, setShowing] = useState<Showing | null>(null);
  // The last title stays while the dialog fades out: a dialog without a name fails accessibility
  // checks. Its buttons go at once, so nothing on the page is named twice.
  const [lastTitle, setLastTitle] = useState('');
  // A ref as well as state, so two requests in the same tick still see each other.
  const showingRef = useRef<Showing | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const hide = useCallback(() => {
    showingRef.current = null;
    setShowing(null);
  }, []);

  const confirm = useCallback<Confirm>((request) => {
    if (showingRef.current) {
      console.info(`Confirmation "${request.title}" ignored: another confirmation is showing.`);
      return Promise.resolve(false);
    }
    return new Promise<boolean>((resolve) => {
      const next: Showing = { request, resolve, answered: false };
      showingRef.current = next;
      setShowing(next);
      setLastTitle(request.title);
    });
  }, []);

  const answer = useCallback(
    (value: boolean) => {
      const current = showingRef.current;
      if (!current || current.answered) return;
      current.answered = true;
      current.resolve(value);
      if (!value) {
        hide();
        return;
      }
      setShowing({ ...current });
      hideTimer.current = setTimeout(hide, CONFIRMATION_HIDE_DELAY_MS);
    },
    [hide],
  );

  const request = showing?.request;
  return (
    <ConfirmContext value={confirm}>
      {children}
      <Modal
        opened={showing !== null}
        onClose={() => answer(false)}
        title={request?.title ?? lastTitle}
        centered
        zIndex={MODAL_Z_INDEX}
        closeOnClickOutside={!showing?.answered}
      >
        {request && (
          <>
            {typeof request.message === 'string' ? <Text>{request.message}</Text> : request.message}
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => answer(false)} disabled={showing.answered}>
                {request.cancelLabel ?? 'Cancel'}
              </Button>
              <Button
                // The darkest red: white on Mantine's default red fails contrast (WCAG AA).
                color={request.destructive ? 'red.9' : undefined}
                onClick={() => answer(true)}
                loading={showing.answered}
                data-autofocus
              >
                {request.confirmLabel ?? 'Confirm'}
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return useMemo(() => confirm, [confirm]);
}
