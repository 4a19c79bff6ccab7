import type { ArticleProps } from './ArticleView';
import { ArticleView } from './ArticleView';
import { DetailState } from './DetailState';

/** What every CMS article (notice, news, column reading) brings to its detail page. */
type ArticleFields = Pick<ArticleProps, 'title' | 'publishedAt' | 'viewCount' | 'content' | 'prev' | 'next'> & { coverUrl?: string };

interface ArticleDetailProps<A extends ArticleFields> {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** the way back, under the error as under the article */
  back: { to: string; label: string };
  /** undefined until it has come (or when there is nothing to show) */
  article: A | undefined;
  /** label + value pairs under the title, from the article */
  meta: (article: A) => [string, string][];
  /** show the article's cover image above the body */
  cover?: boolean;
  detailPath: (id: number) => string;
}

/** A detail page's article: the loading / error frame around the article itself. */
export function ArticleDetail<A extends ArticleFields>({
  article,
  meta,
  cover = false,
  detailPath,
  back,
  ...state
}: ArticleDetailProps<A>) {
  return (
    <DetailState {...state} back={back}>
      {article ? (
        <ArticleView
          title={article.title}
          publishedAt={article.publishedAt}
          viewCount={article.viewCount}
          meta={meta(article)}
          coverUrl={cover ? article.coverUrl : undefined}
          content={article.content}
          prev={article.prev}
          next={article.next}
          detailPath={detailPath}
          back={back}
        />
      ) : null}
    </DetailState>
  );
}
