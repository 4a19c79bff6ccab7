import { Box } from '@chakra-ui/react';
import { CmsApi } from '@/api/cms';
import { QueryState } from '@/components/ListStates';
import { NoticeRow } from './NoticeRow';
import { SectionCard } from './SectionCard';
import { homeTexts as t } from './texts';
import { paths } from '@/lib/paths';
import { HOME_NOTICES_ARGS } from './landingData';

export function TopNotices() {
  const query = CmsApi.useNoticesQuery(HOME_NOTICES_ARGS);
  return (
    <SectionCard title={t.notices} more={paths.notices()}>
      <QueryState query={query} emptyText={t.noNotices} skeletonRows={6}>
        {(notices) => (
          <Box as="ul" listStyleType="none" m="0" p="0">
            {notices.map((n) => (
              <NoticeRow key={n.id} notice={n} />
            ))}
          </Box>
        )}
      </QueryState>
    </SectionCard>
  );
}
