import { useState } from 'react';
import { Badge, Box, Button, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import type { PartySns } from '@contract/party';
import { PartyApi } from '@/api/party';
import { FormError } from '@/components/FormError';
import { formatDate } from '@/lib/date';
import { Comments } from './Comments';
import { boardTexts as t } from './texts';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

function LikeButton({ post }: { post: PartySns }) {
  const [zan, state] = PartyApi.useSnsZanMutation();
  return (
    <Button
      size="xs"
      minH={{ base: '44px', md: 'auto' }}
      variant={post.liked ? 'solid' : 'outline'}
      colorPalette="brand"
      loading={state.isLoading}
      aria-pressed={post.liked}
      onClick={() => void zan({ snsId: post.id, like: !post.liked })}
    >
      {`${post.liked ? t.liked : t.like} ${post.likeCount}`}
    </Button>
  );
}

/** One post: who (name and branch), its topic, text as typed, photos, likes, comments, delete own. */
export function PostCard({ post }: { post: PartySns }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removal] = PartyApi.useDeleteSnsMutation();
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="sns-item">
      <HStack justify="space-between" align="flex-start" mb="2" gap="3">
        <HStack gap="2" wrap="wrap" minW="0">
          <Text fontWeight="semibold">{post.authorName}</Text>
          {post.branchName ? (
            <Text fontSize="sm" color="fg.muted">
              {post.branchName}
            </Text>
          ) : null}
          {post.mine ? (
            <Badge size="sm" colorPalette="brand">
              {t.mine}
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {at(post.createdAt)}
        </Text>
      </HStack>
      {post.talkTitle ? <Badge size="sm" variant="subtle" colorPalette="blue" mb="2">{`# ${post.talkTitle}`}</Badge> : null}
      <Text fontWeight="bold" fontSize="md" mb="1" wordBreak="break-word">
        {post.title}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="1.8" data-testid="sns-content">
        {post.content}
      </Text>
      {post.images.length > 0 ? (
        <SimpleGrid columns={{ base: 3, md: 5 }} gap="2" mt="3" maxW="560px">
          {post.images.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <Image src={url} alt={t.postImage(i + 1)} w="full" h="80px" objectFit="cover" borderRadius="sm" borderWidth="1px" />
            </a>
          ))}
        </SimpleGrid>
      ) : null}
      <HStack mt="3" gap="3" wrap="wrap">
        <LikeButton post={post} />
        <Button
          size="xs"
          minH={{ base: '44px', md: 'auto' }}
          variant="ghost"
          colorPalette="brand"
          aria-expanded={open}
          onClick={() => setOpen((x) => !x)}
        >
          {open ? t.hideComments : t.comments(post.commentCount)}
        </Button>
        {post.mine && !confirming ? (
          <Button size="xs" minH={{ base: '44px', md: 'auto' }} variant="ghost" colorPalette="gray" onClick={() => setConfirming(true)}>
            {t.delete}
          </Button>
        ) : null}
      </HStack>
      {confirming ? (
        <HStack gap="2" mt="2" justify="flex-end" role="group" aria-label={t.confirmDeletePost}>
          <Text fontSize="sm">{t.confirmDeletePost}</Text>
          <Button
            size="xs"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            loading={removal.isLoading}
            onClick={() => void remove({ snsId: post.id })}
          >
            {t.confirm}
          </Button>
          <Button size="xs" minH={{ base: '44px', md: 'auto' }} variant="outline" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
        </HStack>
      ) : null}
      {removal.error ? (
        <Box mt="2">
          <FormError error={removal.error} />
        </Box>
      ) : null}
      {open ? <Comments snsId={post.id} /> : null}
    </Box>
  );
}
