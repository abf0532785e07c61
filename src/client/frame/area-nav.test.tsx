// @vitest-environment happy-dom
// The area navigation when its links are wider than the screen: the current link is scrolled
// into the list's view. happy-dom has no layout, so the boxes are given here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaNav } from './area-nav';

const LINKS = [
  { to: '/area', label: 'First', end: true },
  { to: '/area/second', label: 'Second' },
  { to: '/area/third', label: 'Third' },
];

const LIST_BOX = { left: 0, right: 300 };
const CURRENT_BOX = { left: 420, right: 520 };

/** A 300 px list holding 600 px of links; the current link sits beyond its right edge. */
function narrowLayout() {
  let scrollLeft = 0;
  const scrollLefts: number[] = [];
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation((value: number) => {
    scrollLeft = value;
    scrollLefts.push(value);
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = this.tagName === 'UL' ? LIST_BOX : CURRENT_BOX;
    return DOMRect.fromRect({ x: box.left, y: 0, width: box.right - box.left, height: 40 });
  });
  return scrollLefts;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('area navigation', () => {
  it('scrolls the list sideways until the current link shows', () => {
    const scrollLefts = narrowLayout();
    render(
      <MemoryRouter initialEntries={['/area/third']}>
        <AreaNav label="Area" links={LINKS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Third' }).getAttribute('aria-current')).toBe('page');
    expect(scrollLefts).toEqual([CURRENT_BOX.right - LIST_BOX.right]);
  });
});
