import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { RoadItem } from '@contract/develop';
import { PHASE_NAMES } from '@contract/developSteps';
import { developTexts as t } from './texts';

// The 25 steps of 发展党员 as the branch and the 党委 recorded them: grouped by the five phases,
// each done step with its date and the organisation that handled it, the next one marked.

function RoadRow({ item }: { item: RoadItem }) {
  const done = item.doneOn !== null;
  return (
    <Flex as="li" data-testid="road-step" gap="3" align="baseline" py="1.5" borderBottomWidth="1px" borderColor="gray.100" wrap="wrap">
      <Flex
        flexShrink={0}
        w="26px"
        h="26px"
        borderRadius="full"
        align="center"
        justify="center"
        fontSize="xs"
        fontWeight="bold"
        bg={done ? 'green.500' : item.next ? 'brand.600' : 'gray.200'}
        color={done || item.next ? 'white' : 'gray.600'}
        aria-hidden
      >
        {item.no}
      </Flex>
      <Text flex="1" minW="140px" fontWeight={item.next ? 'bold' : 'normal'} color={done || item.next ? undefined : 'fg.muted'}>
        {item.name}
      </Text>
      {done ? (
        <Text fontSize="sm" color="fg.muted">
          {t.roadDone(item.doneOn!, item.handledBy)}
        </Text>
      ) : item.next ? (
        <Badge colorPalette="brand">{t.roadNext}</Badge>
      ) : (
        <Text fontSize="sm" color="fg.subtle">
          {t.roadNotYet}
        </Text>
      )}
    </Flex>
  );
}

export function DevelopRoad({ road }: { road: RoadItem[] }) {
  return (
    <Box as="section" aria-labelledby="develop-road-title">
      <Heading as="h3" id="develop-road-title" size="sm" mb="1">
        {t.roadStepsTitle}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t.roadStepsHint}
      </Text>
      <Stack gap="3">
        {PHASE_NAMES.map((phase, i) => (
          <Box key={phase}>
            <Text fontWeight="semibold" fontSize="sm" color="brand.700">
              {t.phase(i + 1, phase)}
            </Text>
            <Stack as="ol" gap="0" m="0" p="0" listStyleType="none">
              {road
                .filter((r) => r.phase === i + 1)
                .map((r) => (
                  <RoadRow key={r.no} item={r} />
                ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
