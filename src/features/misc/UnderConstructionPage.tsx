import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { miscTexts as t } from './texts';

/** The title of the deepest route that has one. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].handle as { title?: string } | undefined)?.title;
    if (title) return title;
  }
  return '';
}

export default function UnderConstructionPage() {
  const title = useRouteTitle();
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" px="6" py="16">
      <Stack align="center" gap="3" textAlign="center">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{t.building}</Text>
      </Stack>
    </Box>
  );
}
