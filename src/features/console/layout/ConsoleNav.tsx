import { Box, Flex, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ReviewApi } from '@/api/review';
import { UnreadPill } from '@/components/messages/UnreadPill';
import { sectionOf, sectionPath, type Section } from '../access';
import { consoleTexts as t } from '../texts';

const LABELS: Record<Section, string> = {
  review: t.review,
  people: t.people,
  meetings: t.meetings,
  votes: t.votes,
  training: t.training,
  develop: t.develop,
  dues: t.dues,
  messages: t.messages,
  dashboard: t.dashboard,
  audit: t.audit,
  grants: t.grants,
};

/**
 * The console's navigation by task, only the sections the grants open: a column beside the page
 * on wide screens, a row of tabs under the top bar on a phone (up to eight: the row scrolls
 * sideways when they do not fit). Left off paper, as the top bar (base.css .no-print).
 */
export function ConsoleNav({ sections }: { sections: Section[] }) {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const summary = ReviewApi.useSummaryQuery(undefined, { skip: !sections.includes('review') });
  const pending = (summary.data ?? []).reduce((n, k) => n + k.pending, 0);
  return (
    <Box
      as="nav"
      className="no-print"
      aria-label={t.nav}
      bg="white"
      borderRadius={{ base: '0', md: 'md' }}
      boxShadow="xs"
      py={{ base: '0', md: '3' }}
      w={{ base: 'full', md: '200px' }}
      flexShrink={0}
      alignSelf="flex-start"
      position={{ base: 'static', md: 'sticky' }}
      top="76px"
    >
      <Stack
        as="ul"
        direction={{ base: 'row', md: 'column' }}
        gap="0"
        listStyleType="none"
        m="0"
        p="0"
        overflowX={{ base: 'auto', md: 'visible' }}
      >
        {sections.map((section) => {
          const active = current === section;
          const count = section === 'review' ? pending : 0;
          return (
            <Box as="li" key={section} flex={{ base: '1 0 auto', md: 'none' }}>
              <RouterLink
                to={sectionPath(section)}
                aria-current={active ? 'page' : undefined}
                aria-label={count > 0 ? t.pendingCount(LABELS[section], count) : undefined}
              >
                <Flex
                  justify={{ base: 'center', md: 'space-between' }}
                  align="center"
                  gap="2"
                  px={{ base: '2', md: '4' }}
                  py={{ base: '3', md: '2' }}
                  whiteSpace="nowrap"
                  fontSize="sm"
                  borderLeftWidth={{ base: '0', md: '3px' }}
                  borderBottomWidth={{ base: '3px', md: '0' }}
                  borderColor={active ? 'brand.600' : 'transparent'}
                  bg={active ? 'brand.50' : 'transparent'}
                  color={active ? 'brand.600' : 'inherit'}
                  fontWeight={active ? 'bold' : 'normal'}
                  _hover={{ bg: 'brand.50' }}
                >
                  {LABELS[section]}
                  <UnreadPill count={count} />
                </Flex>
              </RouterLink>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
