import { Badge, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PendingKind, PendingTask, TaskNums } from '@contract/centerWorkbench';
import { CenterApi } from '@/api/center';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { formatDate } from '@/lib/date';
import { workbenchTexts as t } from './texts';

const PAGE_SIZE = 8;
const KIND_PALETTE: Record<PendingKind, string> = {
  message: 'orange',
  exam: 'blue',
  homework: 'green',
  task: 'yellow',
  vote: 'gray',
  develop: 'brand',
  studyGroup: 'green',
};

/** On a phone the button goes below the text, at the row's start, so the title keeps the width. */
function PendingRow({ item, kindName }: { item: PendingTask; kindName: string }) {
  return (
    <Stack
      as="li"
      listStyleType="none"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      gap={{ base: '2', md: '4' }}
      py="3"
      borderBottomWidth="1px"
      data-testid="pending-row"
    >
      <Stack gap="1" minW="0" maxW="full">
        <HStack gap="2" minW="0">
          <Badge colorPalette={KIND_PALETTE[item.kind]} variant="subtle" flexShrink={0}>
            {kindName}
          </Badge>
          <Text fontWeight="medium" truncate title={item.title}>
            {item.title}
          </Text>
          {item.overdue ? (
            <Badge colorPalette="brand" variant="solid" flexShrink={0} data-testid="pending-overdue">
              {t.overdue}
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {item.source} · {item.dueAt ? t.due(formatDate(item.dueAt, 'MM-DD HH:mm')) : t.noDue}
        </Text>
      </Stack>
      <Button asChild size="sm" colorPalette="brand" variant="outline" flexShrink={0} minH={{ base: '44px', md: 'auto' }}>
        <RouterLink to={item.path} aria-label={`${item.actionText}：${item.title}`}>
          {item.actionText}
        </RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * The learner's pending things by kind (the counts and the list come from the same gathering on
 * the server, so a tab's count is its list's length); kind and page are kept in the URL.
 */
export function PendingList({ nums }: { nums: TaskNums }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind = nums.kinds.find((k) => k.kind === raw)?.kind;
  const page = usePageParam();
  const query = usePageInRange(
    CenterApi.useMyTaskListQuery({ pageNum: page, pageSize: PAGE_SIZE, kind }, { refetchOnMountOrArgChange: true }),
    page,
  );
  const names = Object.fromEntries(nums.kinds.map((k) => [k.kind, k.name])) as Record<PendingKind, string>;
  const go = (next: { kind?: string; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.kind !== undefined) {
      if (next.kind === 'all') p.delete('kind');
      else p.set('kind', next.kind);
      p.delete('page');
    }
    if (next.page !== undefined) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  return (
    <Stack gap="2">
      <Tabs.Root
        value={kind ?? 'all'}
        onValueChange={(d) => go({ kind: d.value })}
        size={{ base: 'lg', md: 'sm' }}
        colorPalette="brand"
        variant="line"
      >
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="all">
            {t.allKinds} {nums.total}
          </Tabs.Trigger>
          {/* kinds with nothing pending stay out of the bar (a cadre has no 入党文书), unless chosen */}
          {nums.kinds
            .filter((k) => k.count > 0 || k.kind === kind)
            .map((k) => (
              <Tabs.Trigger key={k.kind} value={k.kind} data-testid={`pending-tab-${k.kind}`}>
                {k.name} {k.count}
              </Tabs.Trigger>
            ))}
        </Tabs.List>
      </Tabs.Root>
      <PagedList
        query={query}
        emptyText={kind ? t.noPendingOfKind(names[kind]) : t.noPending}
        onPage={(n) => go({ page: n })}
        row={(item) => <PendingRow key={item.key} item={item} kindName={names[item.kind]} />}
      />
    </Stack>
  );
}
