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
    // on a phone the name gives way (an ellipsis) to what stands beside the brand
    <RouterLink to={to} style={{ display: 'block', minWidth: 0 }}>
      <HStack gap={{ base: '2', md: '3' }} minW="0">
        <Image src={base?.logoUrl || DEFAULT_LOGO_URL} alt="" boxSize={{ base: '32px', md: '40px' }} objectFit="contain" flexShrink={0} />
        <Heading
          as="span"
          size={{ base: 'md', md: 'lg' }}
          color="brand.600"
          whiteSpace="nowrap"
          overflow="hidden"
          textOverflow="ellipsis"
          minW="0"
        >
          {base?.platformName || DEFAULT_PLATFORM_NAME}
          {suffix ? ` · ${suffix}` : ''}
        </Heading>
      </HStack>
    </RouterLink>
  );
}
