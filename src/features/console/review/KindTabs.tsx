import { consolePaths } from '../consolePaths';
import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { KIND_NAMES, REVIEW_KINDS, type KindCount, type ReviewKind } from '@contract/review';
import { reviewTexts as t } from '../texts';

/** The seven queues as tabs, each with its pending count and, when some wait too long, 逾期 n. */
export function KindTabs({ current, counts }: { current: ReviewKind; counts: KindCount[] | undefined }) {
  const countOf = (kind: ReviewKind) => counts?.find((c) => c.kind === kind);
  return (
    <Box as="nav" aria-label={t.kinds} borderBottomWidth="1px" mb="4" overflowX="auto">
      <HStack as="ul" gap="0" listStyleType="none" m="0" p="0" minW="max-content">
        {REVIEW_KINDS.map((kind) => {
          const active = kind === current;
          const c = countOf(kind);
          return (
            <li key={kind}>
              <RouterLink to={consolePaths.adminReview(kind)} aria-current={active ? 'page' : undefined} data-testid={`kind-${kind}`}>
                <HStack
                  gap="1.5"
                  px="3"
                  py="2"
                  minH={{ base: '44px', md: 'auto' }}
                  fontSize="sm"
                  borderBottomWidth="2px"
                  borderColor={active ? 'brand.600' : 'transparent'}
                  color={active ? 'brand.600' : 'fg'}
                  fontWeight={active ? 'bold' : 'normal'}
                  _hover={{ color: 'brand.600' }}
                >
                  <Text as="span">{KIND_NAMES[kind]}</Text>
                  {c && c.pending > 0 ? (
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {c.pending}
                    </Text>
                  ) : null}
                  {c && c.overdue > 0 ? (
                    <Text as="span" fontSize="xs" color="brand.600" fontWeight="bold">
                      {t.overdueCount(c.overdue)}
                    </Text>
                  ) : null}
                </HStack>
              </RouterLink>
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}
