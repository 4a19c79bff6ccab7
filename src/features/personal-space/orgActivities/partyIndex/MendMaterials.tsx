import { Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MendItem } from '@contract/partyIndex';
import { partyActTexts as t } from './texts';

/** What the branch recorded of the meeting to study from: minutes, the recording's link, photos; nothing when it recorded none. */
export function MendMaterials({ mend }: { mend: MendItem }) {
  if (!mend.minutes && !mend.recordingUrl && mend.photos.length === 0) return null;
  return (
    <Stack gap="2" data-testid="mend-materials">
      <Text fontWeight="semibold">{t.materials}</Text>
      {mend.minutes ? (
        <Stack gap="1" bg="bg.muted" p="3" borderRadius="md">
          <Text color="fg.muted">{t.minutes}</Text>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {mend.minutes}
          </Text>
        </Stack>
      ) : null}
      {mend.recordingUrl ? (
        <Link href={mend.recordingUrl} target="_blank" rel="noopener noreferrer" color="brand.700" minH="44px" alignItems="center">
          {t.recording}
        </Link>
      ) : null}
      {mend.photos.length ? (
        <SimpleGrid columns={3} gap="2">
          {mend.photos.map((src, i) => (
            <Link key={src} href={src} target="_blank" rel="noopener noreferrer">
              <Image src={src} alt={t.photo(i + 1)} aspectRatio={1} objectFit="cover" borderRadius="md" w="full" />
            </Link>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
