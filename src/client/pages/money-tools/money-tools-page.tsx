// Money Tools (docs/product.md#money-tools): three calculators with charts, picked by ?tool=, and
// a nudge to check the numbers with an advisor. The query holds the open calculator's inputs.
import { useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import { MONEY_TOOL_PARAMS } from '../../../shared/money-tools';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { CompoundGrowthTool } from '../../features/money-tools/compound-growth-tool';
import { LoanTool } from '../../features/money-tools/loan-tool';
import { RetirementTool } from '../../features/money-tools/retirement-tool';
import { TOOLS, ToolTabs, panelId, tabId } from '../../features/money-tools/tool-tabs';
import type { ToolId } from '../../features/money-tools/tool-tabs';
import { toolOf } from '../../features/money-tools/tool-url';
import classes from '../../features/money-tools/money-tools.module.css';

const PANELS: Record<ToolId, ComponentType> = {
  growth: CompoundGrowthTool,
  retirement: RetirementTool,
  loan: LoanTool,
};

export default function MoneyToolsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlTool = toolOf(searchParams.get(MONEY_TOOL_PARAMS.tool));
  // Each calculator's query as last seen, so switching back restores its numbers in the link.
  const queries = useRef<Partial<Record<ToolId, string>>>({});
  // The tab switches at once; the URL follows when the router's navigation settles, and a
  // later change of URL (back, forward, a link) switches the tab again.
  const [selected, setSelected] = useState(urlTool);
  const [seenUrlTool, setSeenUrlTool] = useState(urlTool);
  if (urlTool !== seenUrlTool) {
    setSeenUrlTool(urlTool);
    setSelected(urlTool);
  }

  // A new calculator is a new history entry (back returns to the one before, with its numbers);
  // typing only replaces the entry's query (see use-calculator-fields.ts).
  const select = (tool: ToolId) => {
    if (tool === selected) return;
    const leaving = new URLSearchParams(searchParams);
    leaving.set(MONEY_TOOL_PARAMS.tool, urlTool);
    queries.current[urlTool] = leaving.toString();
    setSelected(tool);
    setSearchParams(queries.current[tool] ?? { [MONEY_TOOL_PARAMS.tool]: tool }, {
      preventScrollReset: true,
    });
  };

  return (
    <>
      <section className={classes.hero} aria-labelledby="money-tools-title">
        <div className={classes.heroInner}>
          <p className={classes.eyebrow}>Free · No sign-up</p>
          <h1 id="money-tools-title" className={classes.heroTitle}>
            Money Tools
          </h1>
          <p className={classes.heroLead}>
            Quick, honest calculators for the questions people bring to our advisors most: how
            savings grow, whether you are on track to retire, and what a loan really costs. Change
            any number and the results and charts update at once.
          </p>
        </div>
      </section>

      <div className={classes.body}>
        <ToolTabs selected={selected} onSelect={select} />
        {TOOLS.map(({ id }) => {
          const Panel = PANELS[id];
          // Every panel stays mounted so your entries survive a switch of tab.
          return (
            <div
              key={id}
              role="tabpanel"
              id={panelId(id)}
              aria-labelledby={tabId(id)}
              hidden={id !== selected}
              tabIndex={0}
              className={classes.panel}
            >
              <Panel />
            </div>
          );
        })}

        <p className={classes.disclaimer}>
          <strong>These calculators give estimates, not advice.</strong> They rest on the
          assumptions you enter and the simplifications described with each one, and they do not
          know your taxes, benefits or the rest of your finances. Returns are never guaranteed.
        </p>
      </div>

      <section className={classes.cta} aria-labelledby="money-tools-cta">
        <div className={classes.ctaInner}>
          <div>
            <h2 id="money-tools-cta" className={classes.ctaTitle}>
              Turn these numbers into a plan
            </h2>
            <p className={classes.ctaText}>
              A fee-only fiduciary can check your assumptions, weigh taxes and trade-offs, and tell
              you what to do next. You pay for advice by the hour or by the plan, never with
              commissions.
            </p>
          </div>
          <Button component={Link} to={ADVISOR_PAGES.search} size="lg" color="gold.4" c="navy.9">
            Find your {ADVISOR_TERM_SINGULAR}
          </Button>
        </div>
      </section>
    </>
  );
}
