import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { ZanState } from '@contract/lessonSocial';
import { LessonApi } from '@/api/lesson';
import { errorMessage } from '@/api/errors';
import { socialTexts as t } from './socialTexts';

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M7 10v11H3V10h4zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </svg>
  );
}

/**
 * The like button with the count. A click shows the new state at once and sends it as the state
 * wanted (`like: true/false`), so a repeated request cannot flip it back; the server's answer
 * then replaces the guess, and a refusal puts the last known state back with the reason.
 * Keyed by video on the page, so another video starts from its own count.
 */
export function LikeButton({ videoId }: { videoId: number }) {
  const info = LessonApi.useVideoZanInfoQuery({ videoId });
  const [send, sending] = LessonApi.useVideoZanMutation();
  const [guess, setGuess] = useState<ZanState | null>(null);
  /** the server's answer to the last like: newer than the first load */
  const [answer, setAnswer] = useState<ZanState | null>(null);
  const shown = guess ?? answer ?? info.data;

  const toggle = async () => {
    if (!shown || sending.isLoading) return;
    const like = !shown.liked;
    setGuess({ liked: like, count: Math.max(0, shown.count + (like ? 1 : -1)) });
    const result = await send({ videoId, like });
    if ('data' in result && result.data) setAnswer(result.data);
    setGuess(null);
  };

  return (
    <HStack gap="2">
      <Button
        size="sm"
        minH={{ base: '44px', md: 'auto' }}
        variant={shown?.liked ? 'solid' : 'outline'}
        colorPalette={shown?.liked ? 'brand' : undefined}
        color="white"
        _hover={{ bg: shown?.liked ? undefined : 'whiteAlpha.200' }}
        aria-pressed={shown?.liked ?? false}
        disabled={!shown || sending.isLoading}
        onClick={() => void toggle()}
      >
        <ThumbIcon filled={shown?.liked ?? false} />
        {shown?.liked ? t.liked : t.like}
      </Button>
      <Text fontSize="sm" color="whiteAlpha.800" data-testid="like-count">
        {t.likeCount(shown?.count ?? 0)}
      </Text>
      {sending.error ? (
        <Text fontSize="sm" color="brand.200" role="alert">
          {errorMessage(sending.error)}
        </Text>
      ) : null}
    </HStack>
  );
}
