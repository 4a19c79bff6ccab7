import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { Ranking, RankingLevel } from '@contract/userReport';
import { UserApi } from '@/api/user';
import { ListEmpty, QueryState } from '@/components/ListStates';
import { SimpleTable } from '@/components/SimpleTable';
import { studyDuration } from '@/lib/duration';
import { wholeSeconds } from '@/lib/studyFigures';
import { rankingFigures } from './rankingFigures';
import { rankingTexts as t } from './texts';

const LEVELS: Array<{ value: RankingLevel; label: string }> = [
  { value: 'branch', label: t.branch },
  { value: 'college', label: t.college },
  { value: 'school', label: t.school },
];

function RankingBody({ data }: { data: Ranking }) {
  if (!data.stage) return <ListEmpty text={t.noStage} />;
  // to the second, and "my rank" as my row reads
  const figures = rankingFigures(data.list);
  const myRow = data.list.findIndex((e) => e.me);
  const myFigure = data.mine ? (myRow >= 0 ? figures[myRow] : studyDuration(wholeSeconds(data.mine.seconds))) : '';
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>{t.stage(data.stage.phaseName, data.stage.name)}</Text>
        <Text>{t.scope(data.scopeName)}</Text>
      </Flex>
      <Box borderWidth="1px" borderRadius="md" bg="brand.50" px="4" py="3" data-testid="ranking-mine">
        <Text fontWeight="semibold" color={data.mine ? 'brand.700' : 'fg.muted'}>
          {data.mine ? t.mine(data.mine.rank, data.total, myFigure) : t.noCredit}
        </Text>
      </Box>
      {data.list.length === 0 ? (
        <ListEmpty text={t.nobody} />
      ) : (
        <>
          <SimpleTable
            testId="ranking-table"
            heads={[t.rank, t.name, t.branchCol, t.seconds]}
            align={['start', 'start', 'start', 'end']}
            rows={data.list.map((e, i) => ({
              key: i,
              current: e.me,
              cells: [
                String(e.rank),
                e.me ? `${e.name}${t.me}` : e.name,
                e.branch || '—',
                <Box as="span" whiteSpace="nowrap" key="figure">
                  {figures[i]}
                </Box>,
              ],
            }))}
          />
          <Text fontSize="xs" color="fg.muted">
            {t.note(data.list.length, data.total)}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** 学时排名 (user/ranking): 本期学时 within the branch, the college or the school; ties share a rank. */
export function RankingPanel() {
  // the level is in the address (?level=college|school), so a reload or a shared link keeps it
  const [params, setParams] = useSearchParams();
  const level: RankingLevel = LEVELS.find((l) => l.value === params.get('level'))?.value ?? 'branch';
  const setLevel = (next: RankingLevel) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'branch') q.delete('level');
        else q.set('level', next);
        return q;
      },
      { replace: true },
    );
  const query = UserApi.useRankingQuery({ level });
  // a new level shows its own loading, never the previous level's list
  const shown = { ...query, data: query.currentData, isLoading: query.isLoading || (query.isFetching && query.currentData === undefined) };
  return (
    <Stack gap="4">
      <HStack gap="2" role="group" aria-label={t.levels}>
        {LEVELS.map((l) => (
          <Button
            key={l.value}
            size={{ base: 'lg', md: 'sm' }}
            colorPalette="brand"
            variant={l.value === level ? 'solid' : 'outline'}
            aria-pressed={l.value === level}
            onClick={() => setLevel(l.value)}
          >
            {l.label}
          </Button>
        ))}
      </HStack>
      <QueryState query={shown} isEmpty={() => false} skeletonRows={6}>
        {(data) => <RankingBody data={data} />}
      </QueryState>
    </Stack>
  );
}
