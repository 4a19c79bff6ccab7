import { Heading, HStack, Image } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { selectBaseSetting } from './settings/selectors';
import { DEFAULT_PLATFORM_NAME } from './texts';
import { paths } from '@/lib/paths';

/** Logo and platform name from the base settings, linking to `to`. */
export function Brand({ to = paths.home(), suffix }: { to?: string; suffix?: string }) {
  const base = useAppSelector(selectBaseSetting);
  return (
    <RouterLink to={to}>
      <HStack gap="3">
        {base?.logoUrl ? <Image src={base.logoUrl} alt="" boxSize="40px" objectFit="contain" /> : null}
        <Heading as="span" size="lg" color="brand.600" whiteSpace="nowrap">
          {base?.platformName || DEFAULT_PLATFORM_NAME}
          {suffix ? ` · ${suffix}` : ''}
        </Heading>
      </HStack>
    </RouterLink>
  );
}
