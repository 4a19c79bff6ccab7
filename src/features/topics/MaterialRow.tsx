import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Material, MaterialKind } from '@contract/topic';
import { documentPreviewTexts, previewKind } from '@/components/DocumentPreview';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { topicTexts as t } from './texts';

const KIND_PALETTE: Record<MaterialKind, string> = { article: 'brand', file: 'blue', video: 'green' };

export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One material with the learner's read state and the way to study it: an article opens in a
 * dialog, a PDF or an image opens in the page and another file downloads (all then count as
 * read), a video opens the player (read once watched).
 */
export function MaterialRow({
  material: m,
  onOpen,
  showStage = false,
}: {
  material: Material;
  onOpen: (m: Material) => void;
  showStage?: boolean;
}) {
  return (
    // on a phone the read state and the button go under the title, which keeps the row's width
    <Stack
      as="li"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      listStyleType="none"
      justify="space-between"
      py="3"
      borderBottomWidth="1px"
      gap="3"
      data-testid="material-row"
      aria-label={m.title}
    >
      <HStack gap="3" minW="0" align="flex-start">
        <Badge colorPalette={KIND_PALETTE[m.kind]} variant="subtle" flexShrink={0} mt="0.5">
          {t.kinds[m.kind]}
        </Badge>
        <Stack gap="0.5" minW="0">
          <Text fontWeight="medium" truncate title={m.title}>
            {m.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {m.summary}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {showStage ? `${m.stageTitle} · ` : ''}
            {t.published(formatDate(m.publishedAt, 'YYYY-MM-DD'))}
            {m.kind === 'file' ? ` · ${m.fileName} · ${fileSize(m.fileSize)}` : ''}
            {m.kind === 'video' && !m.read ? ` · ${t.videoReadHint}` : ''}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="3" flexShrink={0} justify="flex-end">
        <Badge colorPalette={m.read ? 'green' : 'gray'} variant={m.read ? 'solid' : 'outline'} data-testid="material-read">
          {m.read ? t.read : t.unread}
        </Badge>
        {m.kind === 'video' && m.videoId !== null && m.lessonId !== null ? (
          <Link asChild color="brand.600" fontSize="sm" minH={{ base: '44px', md: 'auto' }}>
            <RouterLink to={paths.videoDetails(m.videoId, m.lessonId)}>{t.watch}</RouterLink>
          </Link>
        ) : (
          <Button size="xs" variant="outline" colorPalette="brand" minH={{ base: '44px', md: 'auto' }} onClick={() => onOpen(m)}>
            {m.kind === 'file' ? (previewKind(m.fileName) ? documentPreviewTexts.preview : t.download) : t.readArticle}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
