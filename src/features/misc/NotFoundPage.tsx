import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { miscTexts as t } from './texts';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  return (
    <Center minH="60vh" px="4">
      <Stack align="center" gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.600" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          {t.notFound}
        </Heading>
        <Text color="fg.muted">{t.notFoundHint}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home()}>{t.home}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
