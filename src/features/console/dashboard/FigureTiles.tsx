import { consolePaths } from '../consolePaths';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FIGURE_GROUP_NAMES, FIGURE_GROUPS, type Figures } from '@contract/dashboard';
import { orgSearch } from './dashboardParams';
import { hoursText } from './hours';
import { dashboardTexts as t } from './texts';

/** The figures in their groups (人员构成, 学习进度, 考试, 心得体会, 逾期), each tile a link to the people behind it. */
export function FigureTiles({ data, orgId }: { data: Figures; orgId: number | undefined }) {
  return (
    <Stack gap="6">
      {FIGURE_GROUPS.map((group) => {
        const figures = data.figures.filter((f) => f.group === group);
        if (figures.length === 0) return null;
        return (
          <Stack as="section" key={group} gap="3" aria-labelledby={`figures-${group}`} data-testid={`figure-group-${group}`}>
            <Heading as="h2" size="md" id={`figures-${group}`}>
              {FIGURE_GROUP_NAMES[group]}
            </Heading>
            {group === 'study' ? (
              <Text fontSize="sm" color="fg.muted">
                {t.hours(hoursText(data.creditedSeconds), hoursText(data.requiredSeconds))}
              </Text>
            ) : null}
            {group === 'overdue' ? (
              <Text fontSize="sm" color="fg.muted">
                {t.overdueHint(data.overdueDays)}
              </Text>
            ) : null}
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
              {figures.map((f) => (
                <RouterLink
                  key={f.key}
                  to={`${consolePaths.adminDashboardList(f.key)}${orgSearch(orgId)}`}
                  aria-label={t.openList(f.label, f.count)}
                  data-testid={`figure-${f.key}`}
                >
                  <Box
                    borderWidth="1px"
                    borderRadius="md"
                    p="3"
                    h="full"
                    bg="white"
                    // something waiting too long is marked with the accent, never an alarm colour
                    borderLeftWidth={f.count > 0 && group === 'overdue' ? '4px' : '1px'}
                    borderLeftColor={f.count > 0 && group === 'overdue' ? 'gold.500' : undefined}
                    _hover={{ borderColor: 'brand.600', bg: 'brand.50' }}
                  >
                    <Text fontSize="sm" color="fg.muted">
                      {f.label}
                    </Text>
                    <Text fontSize="2xl" fontWeight="bold" color="brand.700">
                      {f.count}
                      <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" ms="1">
                        {t.countUnit[group]}
                      </Text>
                    </Text>
                  </Box>
                </RouterLink>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
