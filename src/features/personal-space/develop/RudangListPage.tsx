import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { SubmitRecord } from '@contract/develop';
import { DevelopApi } from '@/api/develop';
import { PageCard } from '@/components/PageCard';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { stepHref, VERDICT_PALETTE } from './stepView';
import { developTexts as t } from './texts';

// The learner's hand-ins, newest first, each with the organisation's verdict (reviewer, comment,
// time) or 待审核. The branch reviews each hand-in in the organiser console; its verdict shows here.

const PAGE_SIZE = 10;
const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

function RecordRow({ r }: { r: SubmitRecord }) {
  return (
    <Flex as="li" data-testid="develop-record" justify="space-between" gap="3" py="3" borderBottomWidth="1px" wrap="wrap">
      <Stack gap="1" flex="1" minW="260px">
        <HStack gap="2" wrap="wrap">
          <RouterLink to={stepHref(r.stepId)}>
            <Text fontWeight="semibold" _hover={{ color: 'brand.700' }}>
              {r.title}
            </Text>
          </RouterLink>
          <Badge colorPalette={VERDICT_PALETTE[r.verdict]}>{t.verdicts[r.verdict]}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t.submittedAt(at(r.submittedAt))} · {t.chars(r.charCount)}
        </Text>
        {r.verdict === 'pending' ? (
          <Text fontSize="sm" color="fg.muted">
            {t.pendingReview}
          </Text>
        ) : (
          <Box fontSize="sm">
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {t.review}：{r.comment || '—'}
            </Text>
            <Text color="fg.muted">{t.reviewer(r.reviewer, r.reviewedAt ? at(r.reviewedAt) : '')}</Text>
          </Box>
        )}
      </Stack>
    </Flex>
  );
}

export default function RudangListPage() {
  const [, setParams] = useSearchParams();
  const page = usePageParam();
  const query = usePageInRange(DevelopApi.useMySubmitListQuery({ pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <PageCard
      title={t.listTitle}
      actions={
        <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} variant="outline">
          <RouterLink to={paths.rudang()}>{t.backToRoad}</RouterLink>
        </Button>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t.listNote}
      </Text>
      <PagedList
        query={query}
        emptyText={t.listEmpty}
        onPage={(p) => setParams({ page: String(p) })}
        row={(r) => <RecordRow key={r.id} r={r} />}
      />
    </PageCard>
  );
}
