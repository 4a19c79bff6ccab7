import { useRef } from 'react';
import { Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { UserApi } from '@/api/user';
import { graduationTone, VerdictBadge } from '@/components/VerdictBadge';
import { paths } from '@/lib/paths';
import { useSeen } from '@/lib/useSeen';
import { homeTexts as t } from './texts';

/**
 * 结业情况 in one line (user/graduation): the verdict and how many requirements are met; the
 * details are on the profile page. Below the fold of the home page, so it is asked for when it
 * scrolls into view, not while the page loads (bench:lighthouse, issue #7).
 */
export function GraduationSummary() {
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  const query = UserApi.useGraduationQuery(undefined, { skip: !seen });
  const g = query.data;
  return (
    <Box ref={box} as="section" aria-label={t.graduation.title} borderWidth="1px" borderRadius="md" px="3" py="2">
      <HStack gap="2">
        <Text fontWeight="semibold" fontSize="sm" flexShrink={0}>
          {t.graduation.title}
        </Text>
        {/* not yet scrolled to: an empty line, not a skeleton (nothing is loading yet) */}
        {query.isUninitialized ? (
          <Box flex="1" />
        ) : query.isLoading ? (
          <Skeleton height="20px" flex="1" />
        ) : g ? (
          <HStack gap="2" flex="1" minW="0" wrap="wrap" data-testid="home-graduation">
            <VerdictBadge tone={graduationTone(g)} size="md">
              {g.verdict}
            </VerdictBadge>
            {g.requirements.length > 0 ? (
              <Text fontSize="xs" color="fg.muted">
                {t.graduation.done(g.requirements.filter((r) => r.met).length, g.requirements.length)}
              </Text>
            ) : null}
          </HStack>
        ) : (
          <Text fontSize="xs" color="fg.muted" flex="1" minW="0">
            {t.graduation.unavailable}：{errorMessage(query.error)}
          </Text>
        )}
        <Button asChild size="xs" variant="ghost" colorPalette="brand" aria-label={t.graduation.moreLabel} flexShrink={0}>
          <RouterLink to={paths.profile()}>{t.graduation.more}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
