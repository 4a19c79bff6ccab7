import { Badge, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/date';
import { homeTexts } from './texts';

/** One notice's or news item's title (with its pinned mark when `pinned`) and date, linking to its detail. */
export function TitleRow({ to, title, publishedAt, pinned = false }: { to: string; title: string; publishedAt: string; pinned?: boolean }) {
  return (
    <Flex as="li" align="center" gap="2" py="2" borderBottomWidth="1px" borderBottomStyle="dashed">
      {pinned ? (
        <Badge colorPalette="brand" variant="solid" size="sm" flexShrink={0}>
          {homeTexts.pinned}
        </Badge>
      ) : null}
      <RouterLink to={to} style={{ flex: 1, minWidth: 0 }}>
        <Text truncate _hover={{ color: 'brand.600' }} title={title}>
          {title}
        </Text>
      </RouterLink>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {formatDate(publishedAt, 'YYYY-MM-DD')}
      </Text>
    </Flex>
  );
}
