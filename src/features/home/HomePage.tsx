import { startTransition, useEffect, useState } from 'react';
import { Box, Grid, Stack } from '@chakra-ui/react';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';
import { BannerCarousel } from './BannerCarousel';
import { CadreHomeCard } from './CadreHomeCard';
import { EntryTiles } from './EntryTiles';
import { LearnerCard } from './LearnerCard';
import { NewsByCategory } from './NewsByCategory';
import { TopNotices } from './TopNotices';

/**
 * True from the first frame after the first paint. Slow campus PCs: the banner and the tiles are
 * painted first, the news, notices and learner card right after in a transition (time-sliced),
 * so no single long task computes every Chakra style of the page.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** Banner across the column, the entry tiles, then news beside notices and the learner card. */
export default function HomePage() {
  const rest = useAfterFirstPaint();
  const cadre = isCadre(useAppId());
  return (
    <Stack gap="5">
      <BannerCarousel />
      <EntryTiles />
      {rest ? (
        // minmax(0, 1fr) on phones: a column as wide as the screen, never as wide as its longest line
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '3fr 2fr' }} gap="5" alignItems="start">
          <NewsByCategory />
          <Stack gap="5">
            <TopNotices />
            {cadre ? <CadreHomeCard /> : <LearnerCard />}
          </Stack>
        </Grid>
      ) : (
        <Box minH="480px" aria-hidden />
      )}
    </Stack>
  );
}
