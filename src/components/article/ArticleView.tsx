import type { ReactNode } from 'react';
import { Box, Button, Heading, HStack, Image, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/date';
import { sanitizeArticle } from './sanitizeArticle';
// With the component, so the article styles load with the detail chunks that show one.
import './article.css';
import { articleTexts as t } from './texts';

interface Neighbour {
  id: number;
  title: string;
}

export interface ArticleProps {
  title: string;
  publishedAt: string;
  /** left out where nothing counts views (extended readings) */
  viewCount?: number;
  /** label + value pairs shown under the title (发布单位, 来源, 作者 ...) */
  meta: [string, string][];
  coverUrl?: string;
  content: string;
  prev: Neighbour | null;
  next: Neighbour | null;
  /** e.g. /index/noticesDetails */
  detailPath: (id: number) => string;
  back: { to: string; label: string };
  badge?: ReactNode;
}

function NeighbourLink({ label, item, detailPath }: { label: string; item: Neighbour | null; detailPath: (id: number) => string }) {
  return (
    // on a phone a row of its own, the link a finger high; on a wide screen one line of text
    <Text fontSize="sm" truncate display={{ base: 'flex', md: 'block' }} alignItems="center">
      <Text as="span" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      {item ? (
        <Box asChild minW="0" display={{ base: 'flex', md: 'inline' }} alignItems="center" minH={{ base: '44px', md: 'auto' }}>
          <RouterLink to={detailPath(item.id)}>
            <Text as="span" truncate _hover={{ color: 'brand.600' }}>
              {item.title}
            </Text>
          </RouterLink>
        </Box>
      ) : (
        t.none
      )}
    </Text>
  );
}

/** Title, meta line, rich body, previous / next and the way back. */
export function ArticleView(a: ArticleProps) {
  return (
    <Box as="article" bg="white" borderRadius="md" boxShadow="xs" px={{ base: '4', md: '12' }} py="8">
      <Stack gap="3" align="center" textAlign="center">
        {a.badge}
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.4">
          {a.title}
        </Heading>
        <Wrap justify="center" gap="4" fontSize="sm" color="fg.muted">
          {a.meta
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <Text key={label}>
                {label}
                {value}
              </Text>
            ))}
          <Text>
            {t.publishedAt}
            {formatDate(a.publishedAt, 'YYYY年MM月DD日 dddd')}
          </Text>
          {a.viewCount === undefined ? null : (
            <Text>
              {t.views}
              {a.viewCount}
            </Text>
          )}
        </Wrap>
      </Stack>
      <Separator my="6" />
      {a.coverUrl ? <Image src={a.coverUrl} alt="" maxH="360px" mx="auto" mb="6" borderRadius="md" /> : null}
      <Box className="article-body" dangerouslySetInnerHTML={{ __html: sanitizeArticle(a.content) }} />
      <Separator my="6" />
      <Stack gap="2">
        <NeighbourLink label={t.prev} item={a.prev} detailPath={a.detailPath} />
        <NeighbourLink label={t.next} item={a.next} detailPath={a.detailPath} />
      </Stack>
      <HStack justify="center" mt="6">
        <Button asChild variant="outline" colorPalette="brand" size={{ base: 'lg', md: 'sm' }}>
          <RouterLink to={a.back.to}>{a.back.label}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
