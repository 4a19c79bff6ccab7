import { Badge, Box, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { TopicCard, TopicState } from '@contract/topic';
import { paths } from '@/lib/paths';
import { topicTexts as t } from './texts';

export const STATE_PALETTE: Record<TopicState, string> = { upcoming: 'blue', ongoing: 'green', ended: 'gray' };

/** A topic in a list: cover, title, period, the stage under way and the share of the checklist done. */
export function TopicCardItem({ topic }: { topic: TopicCard }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="white"
      _hover={{ boxShadow: 'md' }}
      data-testid="topic-card"
    >
      <RouterLink to={paths.specialTraining(topic.id)} aria-label={topic.title}>
        {/* on a phone the cover goes above the text at the card's width: beside it, the text had 60 px */}
        <Stack direction={{ base: 'column', md: 'row' }} align="stretch" gap="0">
          {/* 16:9 like the covers and the detail page's (280×158), not stretched to the card's
              height, which cropped the sides of the cover; a fixed height for Chromium 80 (no aspect-ratio) */}
          <Image
            src={topic.coverUrl}
            alt=""
            w={{ base: 'auto', md: '220px' }}
            h={{ base: 'auto', md: '124px' }}
            alignSelf={{ base: 'stretch', md: 'center' }}
            m="3"
            mr={{ base: '3', md: '0' }}
            mb={{ base: '0', md: '3' }}
            borderRadius="md"
            flexShrink={0}
            objectFit="cover"
            bg="gray.100"
          />
          <Stack gap="2" p="4" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" fontSize="lg" truncate>
                {topic.title}
              </Text>
              <Badge colorPalette={STATE_PALETTE[topic.state]}>{t.states[topic.state]}</Badge>
              {topic.completed ? (
                <Badge colorPalette="brand" variant="solid">
                  {t.completed}
                </Badge>
              ) : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t.period(topic.startDate, topic.endDate)} · {t.organizer(topic.organizer)}
              {topic.phaseName ? ` · ${topic.phaseName}` : ''}
            </Text>
            <Text fontSize="sm">
              {topic.currentStage ? t.currentStage(topic.currentStage.title) : t.noCurrentStage} · {t.stageCount(topic.stageCount)}
            </Text>
            <HStack gap="3">
              <Progress.Root value={topic.progress} size="sm" colorPalette="brand" flex="1" aria-label={t.progress(topic.progress)}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                {t.progress(topic.progress)}
              </Text>
            </HStack>
          </Stack>
        </Stack>
      </RouterLink>
    </Box>
  );
}
