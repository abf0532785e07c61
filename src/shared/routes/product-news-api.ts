// API paths of product news (docs/product.md#product-news); the page is ADMIN_PAGES.productNews.

export const PRODUCT_NEWS_API = {
  /** GET the history with each one's progress (a console table); POST sends a draft. */
  list: '/api/admin/product-news',
  /** GET how many people would receive news sent now. */
  audience: '/api/admin/product-news/audience',
  /** POST a draft: the email as it would leave, and the number of recipients. */
  preview: '/api/admin/product-news/preview',
} as const;
