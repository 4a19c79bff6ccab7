import { Box, Tabs } from '@chakra-ui/react';
import { DiscussionTab } from './DiscussionTab';
import { NotesTab } from './NotesTab';
import { socialTexts as t } from './socialTexts';

/** 笔记 and 讨论 under the chapter list: notes on this video, the discussion of its lesson. */
export function SocialTabs({
  videoId,
  lessonId,
  duration,
  video,
}: {
  videoId: number;
  lessonId: number;
  duration: number;
  video: HTMLVideoElement | null;
}) {
  return (
    <Box bg="whiteAlpha.50" borderRadius="md" p="3" aria-label={t.tabsLabel} as="section">
      <Tabs.Root defaultValue="notes" variant="line" colorPalette="yellow" lazyMount>
        <Tabs.List borderColor="whiteAlpha.300">
          <Tabs.Trigger value="notes" color="whiteAlpha.800" minH={{ base: '44px', md: 'auto' }} _selected={{ color: 'white' }}>
            {t.notes}
          </Tabs.Trigger>
          <Tabs.Trigger value="discussions" color="whiteAlpha.800" minH={{ base: '44px', md: 'auto' }} _selected={{ color: 'white' }}>
            {t.discussions}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="notes">
          <NotesTab videoId={videoId} duration={duration} video={video} />
        </Tabs.Content>
        <Tabs.Content value="discussions">
          <DiscussionTab lessonId={lessonId} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
