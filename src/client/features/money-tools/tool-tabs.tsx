// The calculator picker: an ARIA tab list (arrow keys, Home and End move between tabs) whose
// choice lives in the URL (?tool=loan, see tool-url.ts), so a link opens the calculator it names.
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { MoneyToolId } from '../../../shared/money-tools';
import classes from './money-tools.module.css';

export type ToolId = MoneyToolId;

export const TOOLS: readonly { id: ToolId; label: string }[] = [
  { id: 'growth', label: 'Compound growth' },
  { id: 'retirement', label: 'Retirement savings' },
  { id: 'loan', label: 'Loan & mortgage' },
];

export const tabId = (tool: ToolId) => `tool-tab-${tool}`;
export const panelId = (tool: ToolId) => `tool-panel-${tool}`;

const KEY_MOVES: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % TOOLS.length,
  ArrowDown: (index) => (index + 1) % TOOLS.length,
  ArrowLeft: (index) => (index - 1 + TOOLS.length) % TOOLS.length,
  ArrowUp: (index) => (index - 1 + TOOLS.length) % TOOLS.length,
  Home: () => 0,
  End: () => TOOLS.length - 1,
};

export function ToolTabs({
  selected,
  onSelect,
}: {
  selected: ToolId;
  onSelect: (tool: ToolId) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(TOOLS.findIndex((tool) => tool.id === selected));
    const tool = TOOLS[next];
    if (!tool) return;
    onSelect(tool.id);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Calculators" className={classes.tabs} onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => {
        const active = tool.id === selected;
        return (
          <button
            key={tool.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tool.id)}
            aria-selected={active}
            aria-controls={panelId(tool.id)}
            tabIndex={active ? 0 : -1}
            className={classes.tab}
            onClick={() => onSelect(tool.id)}
          >
            {tool.label}
          </button>
        );
      })}
    </div>
  );
}
