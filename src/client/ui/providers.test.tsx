// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { CONFIRMATION_HIDE_DELAY_MS } from '../../shared/constants';
import { ConfirmProvider, useConfirm } from './confirm-provider';
import type { Confirm } from './confirm-provider';
import { FormModalProvider, useFormModal } from './form-modal-provider';
import type { FormModal } from './form-modal-provider';
import { LoadingOverlayProvider, useLoadingOverlay } from './loading-overlay';
import type { LoadingOverlayControls } from './loading-overlay';
import { NotificationsProvider, useNotifications } from './notifications';
import type { Notify } from './notifications';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Mantine({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}

/** Renders a provider and hands back what its hook returns. */
function captureHook<T>(Provider: (props: { children: ReactNode }) => ReactNode, hook: () => T) {
  const captured: { current: T | undefined } = { current: undefined };
  function Probe() {
    captured.current = hook();
    return null;
  }
  render(
    <Mantine>
      <Provider>
        <Probe />
      </Provider>
    </Mantine>,
  );
  return captured as { current: T };
}

describe('hooks used outside their provider', () => {
  function expectThrow(hook: () => unknown, message: RegExp) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      hook();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(message);
  }

  it('throws for the confirmation overlay', () => {
    expectThrow(useConfirm, /inside <ConfirmProvider>/);
  });
  it('throws for notifications', () => {
    expectThrow(useNotifications, /inside <NotificationsProvider>/);
  });
  it('throws for the form modal', () => {
    expectThrow(useFormModal, /inside <FormModalProvider>/);
  });
  it('throws for the loading overlay', () => {
    expectThrow(useLoadingOverlay, /inside <LoadingOverlayProvider>/);
  });
});

describe('confirmation overlay', () => {
  it('resolves true when confirmed and hides after the delay', async () => {
    const confirm = captureHook<Confirm>(ConfirmProvider, useConfirm);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm.current({ title: 'Delete file?', message: 'This cannot be undone.' });
    });
    expect(await screen.findByText('This cannot be undone.')).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    // Still showing during the hide delay …
    expect(screen.queryByText('This cannot be undone.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(CONFIRMATION_HIDE_DELAY_MS));
    // … and gone after it.
    expect(screen.queryByText('This cannot be undone.')).toBeNull();
  });

  it('ignores a second request while one shows, with a console note', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const confirm = captureHook<Confirm>(ConfirmProvider, useConfirm);
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = confirm.current({ title: 'First', message: 'First question' });
      second = confirm.current({ title: 'Second', message: 'Second question' });
    });
    await expect(second).resolves.toBe(false);
    expect(info).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Second question')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('First question')).toBeNull());
  });
});

describe('form modal', () => {
  it('opens one form at a time and ignores a second request', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const modal = captureHook<FormModal>(FormModalProvider, useFormModal);
    let accepted: boolean[] = [];
    act(() => {
      accepted = [
        modal.current.open({ title: 'Edit profile', render: () => <p>Profile form</p> }),
        modal.current.open({ title: 'Edit role', render: () => <p>Role form</p> }),
      ];
    });
    expect(accepted).toEqual([true, false]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Profile form')).toBeTruthy();
    expect(screen.queryByText('Role form')).toBeNull();

    act(() => modal.current.close());
    await waitFor(() => expect(screen.queryByText('Profile form')).toBeNull());
    let reopened = false;
    act(() => {
      reopened = modal.current.open({ title: 'Edit role', render: () => <p>Role form</p> });
    });
    expect(reopened).toBe(true);
    expect(await screen.findByText('Role form')).toBeTruthy();
  });

  it('lets the form close itself', async () => {
    const modal = captureHook<FormModal>(FormModalProvider, useFormModal);
    act(() => {
      modal.current.open({
        title: 'Note',
        render: (close) => <button onClick={close}>Save note</button>,
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save note' })).toBeNull());
    expect(modal.current.isOpen).toBe(false);
  });
});

describe('notifications panel', () => {
  it('shows each kind with its message and optional title, and dismisses', () => {
    const notify = captureHook<Notify>(NotificationsProvider, useNotifications);
    act(() => notify.current.success('Your meeting is booked.', 'Booked'));
    expect(screen.getByText('Booked')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your meeting is booked.');

    act(() => notify.current.successTag('Saved'));
    expect(notify.current.current).toMatchObject({ kind: 'successTag', title: '' });
    expect(screen.queryByText('Booked')).toBeNull();

    act(() => notify.current.error('The card was declined.'));
    expect(screen.getByRole('alert').textContent).toContain('The card was declined.');

    act(() => notify.current.info('Times are shown in your time zone.', 'Tip'));
    expect(screen.getByText('Tip')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(notify.current.current).toBeNull();
    expect(screen.queryByText('Times are shown in your time zone.')).toBeNull();
  });

  it('keeps errors until dismissed but lets success messages fade', () => {
    vi.useFakeTimers();
    const notify = captureHook<Notify>(NotificationsProvider, useNotifications);
    act(() => notify.current.success('Saved'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(notify.current.current).toBeNull();
    act(() => notify.current.error('Failed'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(notify.current.current?.message).toBe('Failed');
  });
});

describe('loading overlay', () => {
  it('stays up until every piece of work has settled', async () => {
    const overlay = captureHook<LoadingOverlayControls>(LoadingOverlayProvider, useLoadingOverlay);
    let finishFirst: () => void = () => {};
    let failSecond: (error: Error) => void = () => {};
    let first: Promise<void> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = overlay.current.during(new Promise<void>((resolve) => (finishFirst = resolve)));
      second = overlay.current.during(
        new Promise<void>((_resolve, reject) => (failSecond = reject)),
      );
    });
    expect(overlay.current.visible).toBe(true);
    await act(async () => finishFirst());
    await first;
    expect(overlay.current.visible).toBe(true);
    await act(async () => {
      failSecond(new Error('upload failed'));
      await expect(second).rejects.toThrow('upload failed');
    });
    expect(overlay.current.visible).toBe(false);
  });
});
