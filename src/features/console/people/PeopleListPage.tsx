import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PeopleApi } from '@/api/people';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { ExportPeople } from './ExportPeople';
import { PeopleFilters } from './PeopleFilters';
import { PeopleTable } from './PeopleTable';
import { isFiltered, peopleQuery, peopleSearch, readPeopleFilter, type PeopleFilter } from './peopleParams';
import { peopleTexts as t } from './texts';

export const PEOPLE_PAGE_SIZE = 20;

/** /admin/people (人员): the learners in the organiser's scope, filtered in the address, paged, exported. */
export default function PeopleListPage() {
  const [params, setParams] = useSearchParams();
  const filter = readPeopleFilter(params);
  const list = usePageInRange(
    // asked again on every visit: edits and imports go through the roster group, not this cache
    PeopleApi.useListQuery(
      { ...peopleQuery(filter), pageNum: filter.page, pageSize: PEOPLE_PAGE_SIZE },
      { refetchOnMountOrArgChange: true },
    ),
    filter.page,
  );
  const change = (next: Partial<PeopleFilter>) => setParams(new URLSearchParams(peopleSearch({ ...filter, page: 1, ...next }).slice(1)));

  return (
    <Stack gap="0" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }} minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h1" size="lg">
          {t.heading}
        </Heading>
        <HStack gap="2">
          <ExportPeople filter={filter} />
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={consolePaths.adminRosterImport()}>{t.importRoster}</RouterLink>
          </Button>
        </HStack>
      </HStack>
      <PeopleFilters filter={filter} onChange={change} />
      <QueryState
        query={list}
        isEmpty={(d) => d.list.length === 0}
        emptyText={isFiltered(filter) ? t.emptyFiltered : t.empty}
        skeletonRows={6}
      >
        {(d) => (
          <>
            <PeopleTable rows={d.list} search={peopleSearch(filter)} />
            <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={(p) => change({ page: p })} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
