// The console frame's search box (docs/product.md#admin-search): Enter opens the search page
// with the text; "/" anywhere in the console (outside a field) puts the cursor in it.
import '@mantine/core/styles/Input.css';
import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import classes from './search.module.css';

const BOX_ATTRIBUTE = 'data-console-search';

/** The address of the search page for a text. */
export const searchPageOf = (q: string) =>
  `${ADMIN_PAGES.search}?${new URLSearchParams({ q }).toString()}`;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/** "/" focuses the frame's search box that is on screen (the side list's or the phone's). */
export function useSearchShortcut(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const box = [...document.querySelectorAll<HTMLInputElement>(`[${BOX_ATTRIBUTE}]`)].find(
        (input) => input.getClientRects().length > 0,
      );
      if (!box) return;
      event.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

export function ConsoleSearchBox({ id }: { id: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const pageText = pathname === ADMIN_PAGES.search ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(pageText);
  const [seen, setSeen] = useState(pageText);
  // On the search page the box shows the page's text; elsewhere it keeps what was typed.
  if (pageText !== seen) {
    setSeen(pageText);
    if (pageText) setText(pageText);
  }
  return (
    <form
      role="search"
      aria-label="Console"
      className={classes.frameBox}
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        if (q) void navigate(searchPageOf(q));
      }}
    >
      <TextInput
        id={id}
        type="search"
        size="sm"
        aria-label="Search the console"
        placeholder="Search people, meetings…"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          <kbd className={classes.key} title="Press / to search">
            /
          </kbd>
        }
        rightSectionPointerEvents="none"
        {...{ [BOX_ATTRIBUTE]: '' }}
      />
    </form>
  );
}
