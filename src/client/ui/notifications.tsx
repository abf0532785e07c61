// The notifications panel (docs/product.md#interface): one current message (success, success-tag,
// error or info) with an optional title; it can be dismissed, and non-errors fade out on their own.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Notification } from '@mantine/core';
import classes from './notifications.module.css';

export type NotificationKind = 'success' | 'successTag' | 'error' | 'info';

export interface NotificationMessage {
  kind: NotificationKind;
  message: string;
  title: string;
  /** Changes with every message so a repeat of the same text restarts its timer. */
  id: number;
}

export interface Notify {
  success(message: string, title?: string): void;
  /** A short confirmation without a title (docs/product.md#interface). */
  successTag(message: string): void;
  error(message: string, title?: string): void;
  info(message: string, title?: string): void;
  dismiss(): void;
  current: NotificationMessage | null;
}

const AUTO_DISMISS_MS = 6_000;

const KIND_STYLE: Record<NotificationKind, { color: string; defaultTitle: string }> = {
  success: { color: 'teal', defaultTitle: 'Done' },
  successTag: { color: 'teal', defaultTitle: '' },
  error: { color: 'red', defaultTitle: 'Something went wrong' },
  info: { color: 'blue', defaultTitle: '' },
};

const NotificationsContext = createContext<Notify | null>(null);

let nextId = 1;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<NotificationMessage | null>(null);

  const show = useCallback((kind: NotificationKind, message: string, title?: string) => {
    setCurrent({
      kind,
      message,
      title: kind === 'successTag' ? '' : (title ?? KIND_STYLE[kind].defaultTitle),
      id: nextId++,
    });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current || current.kind === 'error') return;
    const timer = setTimeout(dismiss, AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  const value = useMemo<Notify>(
    () => ({
      success: (message, title) => show('success', message, title),
      successTag: (message) => show('successTag', message),
      error: (message, title) => show('error', message, title),
      info: (message, title) => show('info', message, title),
      dismiss,
      current,
    }),
    [show, dismiss, current],
  );

  return (
    <NotificationsContext value={value}>
      {children}
      <div className={classes.region} aria-live="polite">
        {current && (
          <Notification
            key={current.id}
            className={classes.toast}
            color={KIND_STYLE[current.kind].color}
            title={current.title || undefined}
            onClose={dismiss}
            role={current.kind === 'error' ? 'alert' : 'status'}
            closeButtonProps={{ 'aria-label': 'Dismiss notification' }}
            withBorder
          >
            {current.message}
          </Notification>
        )}
      </div>
    </NotificationsContext>
  );
}

export function useNotifications(): Notify {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>.');
  return value;
}
