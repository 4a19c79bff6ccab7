import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { canSeeLearningTheWay } from '@/lib/roles';
import { useAppId } from '@/components/session/useAppId';
import { ENTRY_TILES } from './texts';
import { paths } from '@/lib/paths';

const COLORS = ['red.700', 'orange.600', 'red.600', 'yellow.700', 'red.800', 'orange.700', 'red.500', 'orange.800'];

/** Tiles leading to the learning areas (学习之路 hidden for the cadre app). */
export function EntryTiles() {
  const appId = useAppId();
  const tiles = ENTRY_TILES.filter((tile) => tile.path !== paths.learningTheWay() || canSeeLearningTheWay(appId));
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: tiles.length }} gap="3" as="nav" aria-label="学习入口">
      {tiles.map((tile, i) => (
        <RouterLink key={tile.path} to={tile.path}>
          <Box
            bg={COLORS[i % COLORS.length]}
            color="white"
            borderRadius="md"
            px="3"
            py="4"
            textAlign="center"
            transition="transform 0.15s"
            _hover={{ transform: 'translateY(-2px)', boxShadow: 'md' }}
          >
            <Text fontWeight="bold" fontSize="md">
              {tile.label}
            </Text>
            <Text fontSize="xs" opacity={0.85} mt="1" truncate>
              {tile.desc}
            </Text>
          </Box>
        </RouterLink>
      ))}
    </SimpleGrid>
  );
}
