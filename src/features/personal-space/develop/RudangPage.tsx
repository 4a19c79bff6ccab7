import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Application, Step } from '@contract/develop';
import { DevelopApi } from '@/api/develop';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { dayjs } from '@/lib/date';
import { paths } from '@/lib/paths';
import { DevelopRoad } from './DevelopRoad';
import { STATE_PALETTE, stepHref } from './stepView';
import { developTexts as t } from './texts';

// The learner's development road: the five stages with the date each began, the current one,
// and the documents of the stages so far with their state, due date and what to do next.

function StageBar({ app }: { app: Application }) {
  return (
    <Flex as="ol" aria-label={t.stagesLabel} m="0" p="0" listStyleType="none" gap="0" data-testid="stage-bar">
      {app.stages.map((s, i) => {
        const passed = s.startedOn !== null && !s.current;
        const bg = s.current ? 'brand.600' : passed ? 'green.500' : 'gray.300';
        return (
          <Box as="li" key={s.stage} flex="1" textAlign="center" position="relative" aria-current={s.current ? 'step' : undefined}>
            {i > 0 ? (
              <Box
                position="absolute"
                top="14px"
                right="50%"
                width="100%"
                height="2px"
                bg={s.startedOn ? 'green.500' : 'gray.200'}
                zIndex={0}
              />
            ) : null}
            <Flex
              position="relative"
              zIndex={1}
              mx="auto"
              width="30px"
              height="30px"
              borderRadius="full"
              bg={bg}
              color="white"
              align="center"
              justify="center"
              fontWeight="bold"
            >
              {i + 1}
            </Flex>
            <Text mt="2" fontWeight={s.current ? 'bold' : 'normal'} color={s.current ? 'brand.700' : undefined}>
              {s.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {s.startedOn ? t.began(s.startedOn) : t.notReached}
            </Text>
          </Box>
        );
      })}
    </Flex>
  );
}

function StepRow({ step, today }: { step: Step; today: string }) {
  const action =
    step.state === 'todo' ? t.actions.write : step.state === 'draft' || step.state === 'returned' ? t.actions.edit : t.actions.view;
  const open = step.state === 'todo' || step.state === 'draft' || step.state === 'returned';
  const later = open && step.availableFrom !== null && step.availableFrom > today;
  return (
    <Flex as="li" data-testid="develop-step" justify="space-between" align="center" gap="3" py="3" borderBottomWidth="1px" wrap="wrap">
      <Stack gap="1" flex="1" minW="240px">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{step.title}</Text>
          <Badge colorPalette={STATE_PALETTE[step.state]}>{t.states[step.state]}</Badge>
        </HStack>
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          {step.dueDate ? <Text>{t.due(step.dueDate)}</Text> : null}
          {later && step.availableFrom ? <Text color="yellow.800">{t.availableFrom(step.availableFrom)}</Text> : null}
        </HStack>
        {step.state === 'returned' && step.comment ? (
          <Text fontSize="sm" color="brand.700">
            {t.returnedComment(step.comment)}
          </Text>
        ) : null}
      </Stack>
      <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} colorPalette="brand" variant={open ? 'solid' : 'outline'}>
        <RouterLink to={stepHref(step.id)}>{action}</RouterLink>
      </Button>
    </Flex>
  );
}

function Steps({ applicationId }: { applicationId: number }) {
  const query = DevelopApi.useAppTaskListQuery({ applicationId });
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <QueryState query={query} emptyText={t.stepsEmpty}>
      {(steps) => (
        <Stack as="ul" gap="0" m="0" p="0" listStyleType="none">
          {steps.map((s) => (
            <StepRow key={s.id} step={s} today={today} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

export default function RudangPage() {
  const query = DevelopApi.useAppListQuery();
  return (
    <PageCard
      title={t.roadTitle}
      actions={
        <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} variant="outline" colorPalette="brand">
          <RouterLink to={paths.rudangList()}>{t.records}</RouterLink>
        </Button>
      }
    >
      <QueryState query={query} emptyText={t.roadEmpty}>
        {([app]) => (
          <Stack gap="5">
            <StageBar app={app} />
            <HStack gap="6" wrap="wrap" fontSize="sm">
              <Text>
                {t.currentStage}：
                <Text as="span" fontWeight="bold" color="brand.700">
                  {app.stageName}
                </Text>
              </Text>
              <Text>
                {t.branch}：{app.branchName || '—'}
              </Text>
              <Text>
                {t.contacts}：{app.contacts || '—'}
              </Text>
            </HStack>
            <Box>
              <Text fontWeight="semibold" mb="1">
                {t.stepsTitle}
              </Text>
              <Steps applicationId={app.id} />
            </Box>
            <DevelopRoad road={app.road} />
          </Stack>
        )}
      </QueryState>
    </PageCard>
  );
}
