import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { KIND_NAMES } from '@contract/review';
import type { PersonDetail } from '@contract/people';
import { hoursMinutes } from '@/lib/duration';
import { formatBeijing } from '../beijingTime';
import { Panel } from './Panel';
import { personTexts as t } from './texts';

const Muted = ({ children }: { children: string }) => (
  <Text color="fg.muted" fontSize="sm">
    {children}
  </Text>
);

/** 心得体会: how many in each state, and the latest few with their state. */
export function WriteUps({ writeUps }: { writeUps: PersonDetail['writeUps'] }) {
  return (
    <Panel title={t.writeUps} testId="person-writeups">
      <HStack gap="2" wrap="wrap" mb="3">
        {writeUps.counts.map((c) => (
          <Badge
            key={c.state}
            variant={c.count > 0 && c.state === 'submitted' ? 'solid' : 'subtle'}
            colorPalette={c.state === 'submitted' ? 'brand' : 'gray'}
          >
            {`${t.writeUpStates[c.state]} ${c.count}`}
          </Badge>
        ))}
      </HStack>
      {writeUps.latest.length === 0 ? (
        <Muted>{t.noWriteUps}</Muted>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {writeUps.latest.map((w) => (
            <HStack as="li" key={w.topicId} justify="space-between" gap="2" wrap="wrap" borderBottomWidth="1px" pb="2">
              <Stack gap="0" minW="0" flex="1">
                <Text css={{ overflowWrap: 'anywhere' }}>{w.title || w.topicTitle}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {[w.topicTitle, formatBeijing(w.submittedAt ?? w.updatedAt)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Text fontSize="sm" whiteSpace="nowrap">
                {t.writeUpStates[w.state]}
                {w.score !== null ? ` · ${t.score(w.score)}` : ''}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** The 入党 road: every stage, the current one marked, and documents still open. */
export function DevelopRoad({ develop }: { develop: PersonDetail['develop'] }) {
  return (
    <Panel title={t.develop} testId="person-develop">
      {develop === null ? (
        <Muted>{t.noDevelop}</Muted>
      ) : (
        <Stack gap="2">
          <HStack gap="1" wrap="wrap">
            {develop.stages.map((s) => (
              <Badge
                key={s.stage}
                colorPalette={s.current ? 'brand' : 'gray'}
                variant={s.current ? 'solid' : s.startedOn ? 'subtle' : 'outline'}
                aria-current={s.current ? 'step' : undefined}
              >
                {s.name}
                {s.startedOn ? `（${t.startedOn(s.startedOn)}）` : ''}
              </Badge>
            ))}
          </HStack>
          <Muted>{t.openSteps(develop.openSteps)}</Muted>
        </Stack>
      )}
    </Panel>
  );
}

/** The latest study and hand-ins, newest first, in Beijing time. */
export function RecentActivity({ recent }: { recent: PersonDetail['recent'] }) {
  return (
    <Panel title={t.recent} testId="person-recent">
      {recent.length === 0 ? (
        <Muted>{t.noRecent}</Muted>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {recent.map((a, i) => (
            <HStack
              as="li"
              key={`${a.kind}-${a.at}-${i}`}
              justify="space-between"
              gap="2"
              wrap="wrap"
              borderBottomWidth="1px"
              pb="2"
              data-testid="recent-row"
            >
              <Stack gap="0" minW="0" flex="1">
                <Text css={{ overflowWrap: 'anywhere' }}>
                  {a.kind === 'study' ? t.studied(a.title) : t.handedIn(a.reviewKind ? KIND_NAMES[a.reviewKind] : '', a.title)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {a.kind === 'study' ? t.credited(hoursMinutes(a.seconds ?? 0)) : a.reviewState ? t.reviewStates[a.reviewState] : ''}
                </Text>
              </Stack>
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {formatBeijing(a.at)}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
