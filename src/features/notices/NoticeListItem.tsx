import { Badge, Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NoticeItem } from '@contract/cms';
import { formatDate } from '@/lib/date';
import { noticePath, type ListPlace } from './listPlace';
import { noticeTexts as t } from './texts';

/** A notice in the list; `from` (the list's page and keyword) rides along in its link. */
export function NoticeListItem({ notice, from }: { notice: NoticeItem; from: ListPlace }) {
  return (
    <Box as="li" py={{ base: '2', md: '4' }} borderBottomWidth="1px">
      <Flex align="center" gap="2">
        {notice.isTop ? (
          <Badge colorPalette="brand" variant="solid" flexShrink={0}>
            {t.pinned}
          </Badge>
        ) : null}
        {/* a finger high on a phone */}
        <Box asChild minW="0" flex="1" display={{ base: 'flex', md: 'block' }} alignItems="center" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={noticePath(notice.id, from)}>
            <Text fontSize="md" fontWeight="semibold" truncate _hover={{ color: 'brand.600' }}>
              {notice.title}
            </Text>
          </RouterLink>
        </Box>
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          {formatDate(notice.publishedAt, 'YYYY-MM-DD')}
        </Text>
      </Flex>
      {notice.summary ? (
        <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2}>
          {notice.summary}
        </Text>
      ) : null}
      <HStack gap="4" mt="1" fontSize="xs" color="fg.subtle">
        <Text>
          {t.publisher}
          {notice.publisher}
        </Text>
        <Text>
          {t.views}
          {notice.viewCount}
        </Text>
      </HStack>
    </Box>
  );
}
