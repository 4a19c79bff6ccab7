import { Box, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '@/components/hooks';
import { selectBaseSetting } from '@/components/settings/selectors';
import { layoutTexts as t } from './texts';

export function AppFooter() {
  const base = useAppSelector(selectBaseSetting);
  return (
    <Box as="footer" bg="gray.800" color="gray.300" py="6" mt="10" fontSize="sm">
      <Stack maxW="1200px" mx="auto" px="4" gap="1" align="center" textAlign="center">
        <Text>{base?.footerText || t.defaultFooter}</Text>
        {base?.copyright ? <Text>{base.copyright}</Text> : null}
        <Text>
          {base?.icp ? <span>{base.icp}</span> : null}
          {base?.icp && base?.contactPhone ? '　' : null}
          {base?.contactPhone ? <span>{`${t.contact}${base.contactPhone}`}</span> : null}
        </Text>
      </Stack>
    </Box>
  );
}
