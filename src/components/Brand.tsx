import { Heading, HStack, Image } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectBaseSetting } from '@/store/settings/selectors';
import { DEFAULT_LOGO_URL, DEFAULT_PLATFORM_NAME } from './texts';
import { paths } from '@/lib/paths';

/**
 * Logo and platform name from the base settings, linking to `to`. When the settings fail (the
 * spec empties them) or give none, the built-in brand shows: the settings may go, the brand not.
 */
export function Brand({ to = paths.home(), suffix }: { to?: string; suffix?: string }) {
  const base = useAppSelector(selectBaseSetting);
  return (
    <RouterLink to={to}>
      <HStack gap="3">
        <Image src={base?.logoUrl || DEFAULT_LOGO_URL} alt="" boxSize="40px" objectFit="contain" />
        <Heading as="span" size="lg" color="brand.600" whiteSpace="nowrap">
          {base?.platformName || DEFAULT_PLATFORM_NAME}
          {suffix ? ` · ${suffix}` : ''}
        </Heading>
      </HStack>
    </RouterLink>
  );
}
