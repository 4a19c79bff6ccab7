import { consolePaths } from '../consolePaths';
import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { VoteRow } from '@contract/vote';
import { voteTexts as t } from './texts';
import { voteWhen } from './when';

export const STATE_PALETTE = { upcoming: 'blue', open: 'green', ended: 'gray' } as const;

/** One vote: state, title (opens it), when, the branch, how, and 已投 / 应投. */
export function VoteRowItem({ vote: v }: { vote: VoteRow }) {
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" data-testid="vote-row">
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" minW="0">
            <Badge colorPalette={STATE_PALETTE[v.state]} flexShrink={0}>
              {t.states[v.state]}
            </Badge>
            <Badge variant="outline" flexShrink={0}>
              {v.anonymous ? t.anonymous : t.named}
            </Badge>
            <RouterLink to={consolePaths.adminVote(v.id)} style={{ minWidth: 0 }} aria-label={t.open(v.title)}>
              <Text lineClamp={2} fontWeight="semibold" color="brand.700" _hover={{ textDecoration: 'underline' }}>
                {v.title}
              </Text>
            </RouterLink>
          </HStack>
          <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{voteWhen(v.startAt, v.endAt)}</Text>
            <Text>{v.mode === 'single' ? t.single : t.multiple(v.maxChoices)}</Text>
            <Text>{v.orgName}</Text>
          </HStack>
        </Stack>
        <HStack gap="3" fontSize="sm" flexShrink={0} wrap="wrap" data-testid="vote-turnout">
          <Text fontWeight="medium">{t.turnout(v.ballotCount, v.eligibleCount)}</Text>
          <Text color="fg.muted">{t.rate(v.ballotCount, v.eligibleCount)}</Text>
        </HStack>
      </Flex>
    </Box>
  );
}
