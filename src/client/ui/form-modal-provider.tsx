// The form modal (docs/product.md#interface): one at a time; a second request while one is open is
// ignored.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LazyModal as Modal } from './lazy-overlays';
import type { MantineSize } from '@mantine/core';
import { MODAL_Z_INDEX } from '../../shared/constants';

export interface FormModalRequest {
  title: string;
  /** The form; call close() when it is done or cancelled. */
  render: (close: () => void) => ReactNode;
  size?: MantineSize;
  onClose?: () => void;
}

export interface FormModal {
  /** False when another form modal is already open and this request was ignored. */
  open(request: FormModalRequest): boolean;
  close(): void;
  isOpen: boolean;
}

const FormModalContext = createContext<FormModal | null>(null);

export function FormModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<FormModalRequest | null>(null);
  const openRef = useRef<FormModalRequest | null>(null);

  const close = useCallback(() => {
    const current = openRef.current;
    openRef.current = null;
    setRequest(null);
    current?.onClose?.();
  }, []);

  const open = useCallback((next: FormModalRequest) => {
    if (openRef.current) {
      console.info(`Form "${next.title}" ignored: another form is open.`);
      return false;
    }
    openRef.current = next;
    setRequest(next);
    return true;
  }, []);

  const value = useMemo<FormModal>(
    () => ({ open, close, isOpen: request !== null }),
    [open, close, request],
  );

  return (
    <FormModalContext value={value}>
      {children}
      <Modal
        opened={request !== null}
        onClose={close}
        title={request?.title}
        size={request?.size ?? 'lg'}
        zIndex={MODAL_Z_INDEX}
        centered
      >
        {/* close() reads the ref only when the form calls it from an event, never in render. */}
        {/* eslint-disable-next-line react-hooks/refs */}
        {request?.render(close)}
      </Modal>
    </FormModalContext>
  );
}

export function useFormModal(): FormModal {
  const value = useContext(FormModalContext);
  if (!value) throw new Error('useFormModal must be used inside <FormModalProvider>.');
  return value;
}
