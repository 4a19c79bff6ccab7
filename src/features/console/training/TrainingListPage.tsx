import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TrainingApi } from '@/api/training';
import { PageCard } from '@/components/PageCard';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { ProjectRowItem } from './ProjectRowItem';
import { trainingTexts as t } from './texts';

const PAGE_SIZE = 10;

/**
 * 集中培训 of the console: the classes the organiser runs (the school's all, a college's its own),
 * newest first, each with its sessions, 学时 and sign-ups; paged (?page=). 新建培训班 opens the form.
 */
export default function TrainingListPage() {
  const [, setParams] = useSearchParams();
  const page = usePageParam();
  const list = usePageInRange(
    TrainingApi.useProjectsQuery({ pageNum: page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true }),
    page,
  );
  return (
    <PageCard
      title={t.listTitle}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={consolePaths.adminTrainingNew()}>{t.newProject}</RouterLink>
        </Button>
      }
    >
      <PagedList
        query={list}
        emptyText={t.empty}
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        row={(p) => <ProjectRowItem key={p.id} project={p} />}
      />
    </PageCard>
  );
}
