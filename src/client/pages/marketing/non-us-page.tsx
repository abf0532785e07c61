// /non-us: for visitors outside the US. Our advisors are registered to advise US residents, so
// this page says so plainly and offers honest guidance on what to do instead.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../shared/routes/site';
import { CardGrid } from '../../ui/card-grid';
import type { CardItem } from '../../ui/card-grid';
import { CheckList } from '../../ui/check-list';
import { CtaBand } from '../../ui/cta-band';
import { HeroLink, HeroPanel, PageHero } from '../../ui/page-hero';
import { Section } from '../../ui/section';
import { AsidePanel, Prose, SplitLayout } from '../../ui/split-layout';

const SITUATIONS: readonly CardItem[] = [
  {
    title: 'You are moving abroad soon',
    text: 'Book while you are still a US resident. An hour before you leave is the best time to sort out retirement accounts, brokerage accounts that may not follow you, and what to expect at tax time.',
  },
  {
    title: 'You are moving to the US',
    text: 'Welcome. Once you live here, any of our advisors can help with US accounts, taxes and retirement saving. Until then, the free tools below are a good place to start.',
  },
  {
    title: 'You are a US citizen living abroad',
    text: 'The US taxes its citizens wherever they live, which makes cross-border planning a specialism. Look for an advisor registered in your country of residence who also understands US tax.',
  },
  {
    title: 'You are not a US citizen but own US assets',
    text: 'An advisor in your own country should lead, working with a tax professional who knows both systems, since estate and withholding rules differ for non-residents.',
  },
];

const LOOK_FOR = [
  'Registered with the financial regulator where you live',
  'Paid only by you: a flat or hourly fee, no commissions',
  'Willing to act in your best interest, in writing',
  'Experienced with clients in your exact cross-border situation',
  'Clear about which advice needs a tax professional as well',
];

export default function NonUsPage() {
  return (
    <>
      <PageHero
        eyebrow="Living outside the US"
        title="Advice for US residents, and honest guidance for everyone else"
        lead="Our advisors are registered to advise people who live in the United States. If you live elsewhere, we cannot book you a meeting today, but we can point you in the right direction."
        actions={
          <>
            <Button component={Link} to={SITE_PAGES.moneyTools} size="lg" color="gold.4" c="navy.9">
              Try our free Money Tools
            </Button>
            <HeroLink to={SITE_PAGES.contact}>Ask us a question</HeroLink>
          </>
        }
        aside={
          <HeroPanel title="The short version">
            <ul>
              <li>
                <strong>Live in the US?</strong> You can book any of our advisors today.
              </li>
              <li>
                <strong>Leaving soon?</strong> Book before you go, while you are still a resident.
              </li>
              <li>
                <strong>Already abroad?</strong> Look for a fee-only advisor registered where you
                live; the checklist below will help.
              </li>
            </ul>
          </HeroPanel>
        }
      />

      <Section eyebrow="Why" title="Why we only advise US residents">
        <SplitLayout
          aside={
            <AsidePanel title="In short" tone="accent">
              <CheckList
                items={[
                  'Our advisors are registered to advise US residents',
                  'Advice across borders needs local registration and local knowledge',
                  'We would rather say no than give you advice that does not fit',
                ]}
              />
            </AsidePanel>
          }
        >
          <p>
            Financial advice is a regulated activity. Our advisors are registered in the United
            States to advise people who live here, and that registration does not usually extend to
            clients living in other countries, whose own regulators set their own rules.
          </p>
          <p>
            There is a practical reason too. Good advice depends on the tax system, the pension
            rules and the accounts available where you live. An expert on 401(k)s and Roth IRAs is
            the wrong person to plan your retirement under another country’s rules, however good
            they are.
          </p>
          <p>
            That is why we only take bookings from people who live in the United States. It may not
            be the answer you were hoping for, but it is the honest one.
          </p>
        </SplitLayout>
      </Section>

      <Section
        tone="warm"
        eyebrow="Your situation"
        title="What you can do instead"
        intro="Living abroad, arriving or leaving: here is the most useful next step for each case."
      >
        <CardGrid items={SITUATIONS} columns={2} />
      </Section>

      <Section eyebrow="Finding help where you live" title="What to look for in a local advisor">
        <SplitLayout
          aside={
            <AsidePanel title="A good local advisor is">
              <CheckList items={LOOK_FOR} />
            </AsidePanel>
          }
        >
          <p>
            The principles that make our advisors worth booking apply everywhere. Look for someone
            who is paid only by you, not by the products they recommend, and who will put your
            interests first in writing. Ask exactly what you will pay, in your own currency, before
            you agree to anything.
          </p>
          <p>
            If you are an American abroad, ask early whether they work with US citizens. Many
            foreign investment funds are taxed harshly by the US, and some local advisors will not
            take American clients at all. A specialist who knows both systems will save you far more
            than they cost.
          </p>
          <p>
            Be wary of anyone who contacts you first, promises returns, or asks you to move your
            savings quickly. Those are the same warning signs in every country.
          </p>
        </SplitLayout>
      </Section>

      <Section tone="warm" eyebrow="Free, anywhere" title="Tools you can use from any country">
        <Prose>
          <p>
            Our <Link to={SITE_PAGES.moneyTools}>Money Tools</Link> are free calculators for
            compound growth, retirement savings and loan or mortgage payments. The maths is the same
            in any currency and you need no account, so you can start planning wherever you are.
          </p>
          <p>
            Moving to the United States? Bookmark this site. Once you have a US address, every
            advisor here can help you set up the right accounts from day one.
          </p>
        </Prose>
      </Section>

      <CtaBand
        title="Live in the United States?"
        text="Then you are in the right place. Browse vetted fee-only fiduciaries and book a video meeting in minutes."
        actions={
          <Button component={Link} to={ADVISOR_PAGES.search} size="lg" color="gold.4" c="navy.9">
            Find your {ADVISOR_TERM_SINGULAR}
          </Button>
        }
        footnote={
          <>
            Not sure whether you count as a US resident? <Link to={SITE_PAGES.contact}>Ask us</Link>
            .
          </>
        }
      />
    </>
  );
}
