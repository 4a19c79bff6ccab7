import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/date';
import { homeTexts } from './texts';

/** One notice's or news item's title (with its pinned mark when `pinned`) and date, linking to its detail. */
export function TitleRow({ to, title, publishedAt, pinned = false }: { to: string; title: string; publishedAt: string; pinned?: boolean }) {
  return (
    <Flex as="li" align="center" gap="2" py={{ base: '0', md: '2' }} borderBottomWidth="1px" borderBottomStyle="dashed">
      {pinned ? (
        <Badge colorPalette="brand" variant="solid" size="sm" flexShrink={0}>
          {homeTexts.pinned}
        </Badge>
      ) : null}
      {/* a finger high on a phone: the whole row's height is the link's */}
      <Box asChild flex="1" minW="0" display={{ base: 'flex', md: 'block' }} alignItems="center" minH={{ base: '44px', md: 'auto' }}>
        <RouterLink to={to}>
          <Text truncate _hover={{ color: 'brand.600' }} title={title}>
            {title}
          </Text>
        </RouterLink>
      </Box>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {formatDate(publishedAt, 'YYYY-MM-DD')}
      </Text>
    </Flex>
  );
}
