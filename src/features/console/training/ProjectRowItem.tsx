import { consolePaths } from '../consolePaths';
import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { TrainingProjectRow } from '@contract/training';
import { trainingTexts as t } from './texts';

/** One class: its kind and title (opens it), organisation and dates, sessions, 学时 and sign-ups. */
export function ProjectRowItem({ project: p }: { project: TrainingProjectRow }) {
  return (
    <Box as="li" listStyleType="none" py="3" borderBottomWidth="1px" data-testid="training-row">
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" minW="0">
            <Badge colorPalette={p.track === 'develop' ? 'brand' : 'blue'} flexShrink={0}>
              {t.tracks[p.track]}
            </Badge>
            <RouterLink to={consolePaths.adminTrainingProject(p.id)} style={{ minWidth: 0 }} aria-label={t.open(p.title)}>
              <Text lineClamp={2} fontWeight="semibold" color="brand.700" _hover={{ textDecoration: 'underline' }}>
                {p.title}
              </Text>
            </RouterLink>
          </HStack>
          <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{t.dates(p.startDate, p.endDate)}</Text>
            <Text>{p.orgName}</Text>
            <Text>{t.audiences[p.audience]}</Text>
          </HStack>
        </Stack>
        <Text fontSize="sm" flexShrink={0} data-testid="training-figures">
          {t.rowFigures(p.activities, p.totalHours, p.learners)}
        </Text>
      </Flex>
    </Box>
  );
}
