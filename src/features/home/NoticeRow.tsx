import { Badge, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NoticeItem } from '@contract/cms';
import { formatDate } from '@/lib/date';
import { homeTexts } from './texts';
import { paths } from '@/lib/paths';

/** One notice title with its pinned mark and date, linking to the detail. */
export function NoticeRow({ notice }: { notice: NoticeItem }) {
  return (
    <Flex as="li" align="center" gap="2" py="2" borderBottomWidth="1px" borderBottomStyle="dashed">
      {notice.isTop ? (
        <Badge colorPalette="brand" variant="solid" size="sm" flexShrink={0}>
          {homeTexts.pinned}
        </Badge>
      ) : null}
      <RouterLink to={paths.noticeDetail(notice.id)} style={{ flex: 1, minWidth: 0 }}>
        <Text truncate _hover={{ color: 'brand.600' }} title={notice.title}>
          {notice.title}
        </Text>
      </RouterLink>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {formatDate(notice.publishedAt, 'YYYY-MM-DD')}
      </Text>
    </Flex>
  );
}
