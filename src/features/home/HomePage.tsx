import { Grid, Stack } from '@chakra-ui/react';
import { BannerCarousel } from './BannerCarousel';
import { EntryTiles } from './EntryTiles';
import { LearnerCard } from './LearnerCard';
import { NewsByCategory } from './NewsByCategory';
import { TopNotices } from './TopNotices';

/** Banner across the column, the entry tiles, then news beside notices and the learner card. */
export default function HomePage() {
  return (
    <Stack gap="5">
      <BannerCarousel />
      <EntryTiles />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="5" alignItems="start">
        <NewsByCategory />
        <Stack gap="5">
          <TopNotices />
          <LearnerCard />
        </Stack>
      </Grid>
    </Stack>
  );
}
