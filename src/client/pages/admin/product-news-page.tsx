// admin/product-news (docs/product.md#product-news): write news for the people who chose it,
// preview it as the email it becomes, send it after a confirmation, and follow each sending.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ComposeNews } from '../../features/product-news/compose-news';
import { NewsHistory } from '../../features/product-news/news-history';
import classes from './admin-page.module.css';

export default function ProductNewsPage() {
  return (
    <section className={classes.page} aria-labelledby="product-news-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="product-news-title" className={classes.title}>
        Product news
      </h1>
      <p className={classes.lead}>
        News about new services and features, for the people who turned “Product news” on. Each gets
        it once, in batches, with a one-click unsubscribe; each send is in the audit log.
      </p>
      <ComposeNews />
      <NewsHistory />
    </section>
  );
}
