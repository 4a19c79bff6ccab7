import { useParams } from 'react-router-dom';
import { LessonApi } from '@/api/lesson';
import { ArticleView } from '@/components/article/ArticleView';
import { DetailState } from '@/components/article/DetailState';
import { paths } from '@/lib/paths';
import { libraryTexts as t } from './texts';

/** An extended reading of a lesson, with the previous and next reading of the same lesson and the way back to it. */
export default function ReadingDetailPage() {
  const params = useParams();
  const tagId = Number(params.lessonTagId);
  const lessonId = Number(params.lessonId);
  const id = Number(params.id);
  const query = LessonApi.useReadDetailQuery({ id }, { skip: !(id > 0) });
  const r = query.data;
  // The reading knows its lesson: the way back follows it, whatever the address said.
  const back = { to: paths.lesson(r?.tagId ?? tagId, r?.lessonId ?? lessonId), label: t.backToLesson };
  return (
    <DetailState isLoading={query.isLoading} error={id > 0 ? query.error : { message: t.notFound }} onRetry={() => void query.refetch()} back={back}>
      {r ? (
        <ArticleView
          title={r.title}
          publishedAt={r.publishedAt}
          meta={[
            [t.lesson, r.lessonTitle],
            [t.source, r.source],
            [t.author, r.author],
          ]}
          content={r.content}
          prev={r.prev}
          next={r.next}
          detailPath={(next) => paths.readDetail(r.tagId, r.lessonId, next)}
          back={back}
        />
      ) : null}
    </DetailState>
  );
}
