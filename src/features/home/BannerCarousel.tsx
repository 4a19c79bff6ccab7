import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, type BoxProps, Center, chakra, HStack, Image, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { bannerTarget, type Banner } from '@contract/cms';
import { CmsApi } from '@/api/cms';
import { ListError } from '@/components/ListStates';
import { homeTexts as t } from './texts';

const INTERVAL_MS = 5000;
// The banners are made 1920x400: keep that shape (24:5) so nothing of them is cut off. Drawn with
// a padding box rather than `aspect-ratio`, which campus PCs' Chromium 80-87 lack.
function Frame({ children, ...props }: BoxProps & { children?: ReactNode }) {
  return (
    <Box position="relative" minH="120px" _before={{ content: '""', display: 'block', pt: `${(5 / 24) * 100}%` }} {...props}>
      <Box position="absolute" top="0" left="0" right="0" bottom="0">
        {children}
      </Box>
    </Box>
  );
}

/** The picture, inside a real link when the banner has one (keyboard, middle click and the status bar work as for any link). */
function Linked({ banner, children }: { banner: Banner; children: ReactNode }) {
  const target = bannerTarget(banner.link);
  const fill = { display: 'block', w: 'full', h: 'full' } as const;
  if (target === 'app') {
    return (
      <chakra.a asChild {...fill}>
        <RouterLink to={banner.link}>{children}</RouterLink>
      </chakra.a>
    );
  }
  if (target === 'site') {
    return (
      <chakra.a href={banner.link} target="_blank" rel="noopener noreferrer" {...fill}>
        {children}
      </chakra.a>
    );
  }
  return <>{children}</>;
}

function Slides({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const current = banners[Math.min(index, count - 1)];

  return (
    <Frame
      borderRadius="md"
      overflow="hidden"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      aria-roledescription="carousel"
    >
      <Linked banner={current}>
        <Image
          src={current.imageUrl}
          alt={current.title}
          w="full"
          h="full"
          objectFit="cover"
          // The largest paint of the home page: fetched first, decoded without waiting.
          fetchPriority={index === 0 ? 'high' : 'auto'}
          loading="eager"
        />
      </Linked>
      {/* the caption lies over the picture: a click on it still opens the link beneath */}
      <Box
        position="absolute"
        left="0"
        right="0"
        bottom="0"
        px="4"
        py="3"
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientTo="transparent"
        pointerEvents="none"
      >
        <Text color="white" fontWeight="bold" fontSize="lg" truncate pr={{ base: '40', md: '24' }}>
          {current.title}
        </Text>
      </Box>
      {count > 1 ? (
        // On a phone each dot sits in a button a finger wide and high, the buttons side by side. The
        // desktop's 8 px between dots is each button's margin, not a responsive gap: Chromium 83 has
        // no flex gap, and its fallback margins are made only for a gap set in the flex rule itself.
        <HStack position="absolute" right={{ base: '1', md: '4' }} bottom={{ base: '0', md: '4' }} gap="0">
          {banners.map((b, i) => (
            <chakra.button
              type="button"
              key={b.id}
              aria-label={t.slide(i + 1)}
              aria-current={i === index}
              display="flex"
              alignItems="center"
              justifyContent="center"
              minW={{ base: '44px', md: '0' }}
              h={{ base: '44px', md: '8px' }}
              ms={{ base: '0', md: i === 0 ? '0' : '2' }}
              onClick={() => setIndex(i)}
            >
              <chakra.span
                display="block"
                w={i === index ? '20px' : '8px'}
                h="8px"
                borderRadius="full"
                bg={i === index ? 'white' : 'whiteAlpha.600'}
                transition="width 0.2s"
              />
            </chakra.button>
          ))}
        </HStack>
      ) : null}
    </Frame>
  );
}

export function BannerCarousel() {
  const query = CmsApi.useBannersQuery();
  if (query.isLoading) {
    return (
      <Frame>
        <Skeleton h="full" borderRadius="md" />
      </Frame>
    );
  }
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data?.length) {
    return (
      <Frame>
        <Center h="full" bg="brand.500" color="white" borderRadius="md">
          {t.noBanners}
        </Center>
      </Frame>
    );
  }
  return <Slides banners={query.data} />;
}
