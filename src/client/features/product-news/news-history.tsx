// The product news sent so far (docs/product.md#product-news), newest first: when, by whom, and
// how far its sending got. While news goes out its progress is read again every few seconds.
import '@mantine/core/styles/Progress.css';
import { Progress } from '@mantine/core';
import { PRODUCT_NEWS_SORTS, productNewsProgress } from '../../../shared/contracts/product-news';
import type { ProductNewsItem, ProductNewsSort } from '../../../shared/contracts/product-news';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { useNewsHistory } from './product-news-api';
import classes from './product-news.module.css';

const DEFAULTS = { sort: 'createdAt', dir: 'desc' } as const;

function Progressing({ item }: { item: ProductNewsItem }) {
  const done = item.sent + item.skipped;
  if (item.state === 'sent') {
    return (
      <span className={classes.stack}>
        <span className={classes.done}>Sent to {item.sent.toLocaleString('en-US')}</span>
        {item.skipped > 0 && (
          <span className={classes.small}>
            {item.skipped.toLocaleString('en-US')} turned product news off before their turn
          </span>
        )}
      </span>
    );
  }
  const percent = item.recipients === 0 ? 100 : Math.round((done / item.recipients) * 100);
  return (
    <span className={classes.stack}>
      <span>Sending: {productNewsProgress(item)}</span>
      <Progress
        value={percent}
        size="sm"
        aria-label={`“${item.subject}”: ${productNewsProgress(item)} sent`}
        className={classes.bar}
      />
    </span>
  );
}

export function NewsHistory() {
  const timeZone = useDisplayTimeZone();
  const state = useConsoleQuery(PRODUCT_NEWS_SORTS, DEFAULTS);
  const history = useNewsHistory(state.apiSearch);
  const columns: ConsoleColumn<ProductNewsItem, ProductNewsSort>[] = [
    {
      key: 'when',
      label: 'Sent',
      sort: 'createdAt',
      render: (item) => formatMeetingTimeShort(item.createdAt, timeZone),
    },
    {
      key: 'subject',
      label: 'Subject',
      sort: 'subject',
      primary: true,
      render: (item) => (
        <details className={classes.message}>
          <summary>{item.subject}</summary>
          <p>{item.body}</p>
        </details>
      ),
    },
    { key: 'by', label: 'By', render: (item) => item.sentBy ?? 'A former admin' },
    {
      key: 'recipients',
      label: 'Recipients',
      numeric: true,
      render: (item) => item.recipients.toLocaleString('en-US'),
    },
    { key: 'progress', label: 'Progress', render: (item) => <Progressing item={item} /> },
  ];
  return (
    <section className={classes.history} aria-labelledby="news-history-title">
      <h2 id="news-history-title" className={classes.sectionTitle}>
        Sent news
      </h2>
      <ConsoleTable
        caption="Sent product news"
        columns={columns}
        state={state}
        {...consolePageState(history)}
        rowKey={(item) => item.id}
        noun={['piece of news', 'pieces of news']}
        searchLabel="Search subjects"
        empty={
          state.query.q
            ? `No news has “${state.query.q}” in its subject.`
            : 'No product news sent yet.'
        }
      />
    </section>
  );
}
