import { Grid, Stack } from '@chakra-ui/react';
import { BannerCarousel } from './BannerCarousel';
import { EntryTiles } from './EntryTiles';
import { LearnerCard } from './LearnerCard';
import { NewsByCategory } from './NewsByCategory';
import { TopNotices } from './TopNotices';

export default function HomePage() {
  return (
    <Stack gap="5">
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5">
        <BannerCarousel />
        <TopNotices />
      </Grid>
      <EntryTiles />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
        <NewsByCategory />
        <LearnerCard />
      </Grid>
    </Stack>
  );
}
