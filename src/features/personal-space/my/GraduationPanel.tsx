import { Badge, Box, Flex, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { GraduationLine, GraduationStatus } from '@contract/userGraduation';
import { UserApi } from '@/api/user';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListStates';
import { graduationTone, VerdictBadge } from '@/components/VerdictBadge';
import { graduationTexts as t } from './texts';

const percent = (r: GraduationLine): number => (r.required > 0 ? Math.min(100, Math.round((r.done / r.required) * 100)) : 100);

function Requirement({ line }: { line: GraduationLine }) {
  const value = percent(line);
  return (
    <Box as="li" listStyleType="none" py="2" borderBottomWidth="1px" borderBottomStyle="dashed" className="print-whole">
      {/* on a phone the figure goes under the requirement so the requirement keeps the width */}
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '1', md: '3' }}
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
      >
        <HStack gap="2" minW="0">
          <Text aria-hidden color={line.met ? 'green.600' : 'fg.muted'} fontWeight="bold" w="4" flexShrink={0}>
            {line.met ? '✓' : '○'}
          </Text>
          <Text minW="0" wordBreak="break-all">
            {line.label}
          </Text>
        </HStack>
        <HStack gap="2" flexShrink={0}>
          <Text fontSize="sm" color="fg.muted">
            {t.figure(line.done, line.required, line.unit)}
          </Text>
          {line.met ? <Badge colorPalette="green">{t.met}</Badge> : <Badge colorPalette="yellow">{t.unmet}</Badge>}
        </HStack>
      </Flex>
      <Progress.Root value={value} size="xs" colorPalette={line.met ? 'green' : 'brand'} mt="2" aria-label={`${line.label} ${value}%`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {line.met ? null : (
        <Text fontSize="sm" color="brand.700" mt="1">
          {t.missing}：{line.missing}
        </Text>
      )}
    </Box>
  );
}

function Body({ data }: { data: GraduationStatus }) {
  return (
    <Stack gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <VerdictBadge tone={graduationTone(data)} testId="graduation-verdict">
          {data.verdict}
        </VerdictBadge>
        {data.stage ? (
          <Text fontSize="sm" color="fg.muted">
            {data.stage.phaseName} · {data.stage.name}
          </Text>
        ) : null}
      </Flex>
      <Text fontSize="sm">{data.note}</Text>
      {data.requirements.length === 0 ? (
        <ListEmpty text={data.stage ? t.noRequirements : t.noStage} />
      ) : (
        <Box as="ul" m="0" p="0">
          {data.requirements.map((line, i) => (
            <Requirement key={`${line.key}-${i}`} line={line} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** 结业情况 (user/graduation): each requirement of the learner's stage with done/required, what is missing, the verdict. */
export function GraduationPanel() {
  const query = UserApi.useGraduationQuery();
  return (
    <Box as="section" aria-label={t.title} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="sm" mb="3">
        {t.title}
      </Heading>
      {query.isLoading ? (
        <ListSkeleton rows={4} />
      ) : query.data ? (
        <Body data={query.data} />
      ) : (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Box>
  );
}
