import { Alert, Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { consoleTexts as t } from '../texts';

/** No grant at all (the whole console), or none for this section (`section`): says so and leads back. */
export function NoAccessPanel({ section = false }: { section?: boolean }) {
  return (
    <Box maxW="640px" mx="auto" px="4" py={section ? '4' : '16'} minH={section ? undefined : '100vh'}>
      <Alert.Root status="warning" alignItems="center" data-testid="console-no-access">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{section ? t.noSectionTitle : t.noAccessTitle}</Alert.Title>
          <Alert.Description>{section ? t.noSectionHint : t.noAccessHint}</Alert.Description>
        </Alert.Content>
        {section ? null : (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.home()}>{t.backToLearning}</RouterLink>
          </Button>
        )}
      </Alert.Root>
    </Box>
  );
}
