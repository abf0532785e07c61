// Product news calls (docs/product.md#product-news), checked against the shared contracts: who
// would receive it, the preview, the send, and the history, read again while news goes out.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_NEWS_PROGRESS_POLL_MS,
  productNewsAudienceSchema,
  productNewsItemSchema,
  productNewsPageSchema,
  productNewsPreviewSchema,
} from '../../../shared/contracts/product-news';
import type { ProductNewsDraft, ProductNewsSend } from '../../../shared/contracts/product-news';
import { PRODUCT_NEWS_API } from '../../../shared/routes/product-news-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import { consoleTableKey } from '../console/use-console-page';

const HISTORY_TABLE = 'product-news';
const AUDIENCE_KEY = ['admin', 'product-news', 'audience'] as const;

export function useNewsAudience() {
  return useQuery({
    queryKey: AUDIENCE_KEY,
    queryFn: async () => productNewsAudienceSchema.parse(await http.get(PRODUCT_NEWS_API.audience)),
    retry: retryOnlyFailures,
  });
}

export function usePreviewNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: ProductNewsDraft) =>
      productNewsPreviewSchema.parse(await http.post(PRODUCT_NEWS_API.preview, draft)),
    // The preview counts the recipients afresh: the figure above the form follows it.
    onSuccess: ({ recipients }) => client.setQueryData(AUDIENCE_KEY, { recipients }),
  });
}

export function useSendNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (news: ProductNewsSend) =>
      productNewsItemSchema.parse(await http.post(PRODUCT_NEWS_API.list, news)),
    onSettled: () => {
      for (const key of [
        consoleTableKey(HISTORY_TABLE),
        consoleTableKey('audit-log'),
        AUDIENCE_KEY,
      ]) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** One page of the history; read again every few seconds while any of it is still going out. */
export function useNewsHistory(apiSearch: string) {
  return useQuery({
    queryKey: [...consoleTableKey(HISTORY_TABLE), apiSearch],
    queryFn: async () =>
      productNewsPageSchema.parse(await http.get(`${PRODUCT_NEWS_API.list}?${apiSearch}`)),
    placeholderData: keepPreviousData,
    retry: retryOnlyFailures,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'sending')
        ? PRODUCT_NEWS_PROGRESS_POLL_MS
        : false,
  });
}
