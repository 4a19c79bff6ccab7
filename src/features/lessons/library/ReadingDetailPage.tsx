import { useParams } from 'react-router-dom';
import { LessonApi } from '@/api/lesson';
import { ArticleView } from '@/components/article/ArticleView';
import { DetailState } from '@/components/article/DetailState';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { libraryTexts as t } from './texts';

/**
 * An extended reading of a lesson, with the previous and next reading of the same lesson and the
 * way back to it. The server answers it only as a reading of the address's lesson (another
 * lesson's reading is refused: 该课程下没有这篇延伸阅读).
 */
export default function ReadingDetailPage() {
  const params = useParams();
  const tagId = routeId(params.lessonTagId);
  const lessonId = routeId(params.lessonId);
  const id = routeId(params.id);
  const valid = tagId !== null && lessonId !== null && id !== null;
  const query = LessonApi.useReadDetailQuery({ id: id ?? 0, lessonId: lessonId ?? 0 }, { skip: !valid });
  const r = query.data;
  const back = valid ? { to: paths.lesson(tagId, lessonId), label: t.backToLesson } : { to: paths.onlineCourse(), label: t.backToLibrary };
  return (
    <DetailState
      isLoading={query.isLoading}
      error={valid ? query.error : { message: t.readingNotFound }}
      onRetry={() => void query.refetch()}
      back={back}
    >
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
          back={{ to: paths.lesson(r.tagId, r.lessonId), label: t.backToLesson }}
        />
      ) : null}
    </DetailState>
  );
}
