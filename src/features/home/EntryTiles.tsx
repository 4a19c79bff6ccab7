import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { canSeeLearningTheWay } from '@/lib/roles';
import { useAppId } from '@/components/session/useAppId';
import { ENTRY_TILES } from './texts';
import { paths } from '@/lib/paths';

// Two steps of the one brand red, both above 7:1 for the white text (no orange, brown or pink).
const COLORS = ['brand.600', 'brand.700'];

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
