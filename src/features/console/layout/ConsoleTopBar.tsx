import { Box, Button, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Grant } from '@contract/organiser';
import { useLogout } from '@/components/session/useLogout';
import { DEFAULT_LOGO_URL, DEFAULT_PLATFORM_NAME } from '@/components/texts';
import { paths } from '@/lib/paths';
import { selectUserInfo } from '@/store/auth/selectors';
import { useAppSelector } from '@/store/hooks';
import { selectBaseSetting } from '@/store/settings/selectors';
import { consoleTexts as t } from '../texts';

/**
 * The console's top bar: platform and 管理后台, who is working, the way back to learning and out.
 * Left off paper (base.css .no-print): a printed page (the 记实表) is the page alone.
 */
export function ConsoleTopBar({ grants }: { grants: Grant[] }) {
  const base = useAppSelector(selectBaseSetting);
  const user = useAppSelector(selectUserInfo);
  const logout = useLogout();
  const where = [...new Set(grants.map((g) => g.orgName))].join('、');
  return (
    <Box as="header" className="no-print" bg="brand.700" color="white" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="1440px" mx="auto" px={{ base: '3', md: '4' }} h="56px" align="center" justify="space-between" gap="3">
        <RouterLink to={paths.admin()}>
          <HStack gap="2" minW="0">
            <Image src={base?.logoUrl || DEFAULT_LOGO_URL} alt="" boxSize="32px" objectFit="contain" bg="white" borderRadius="sm" p="0.5" />
            <Text as="span" fontWeight="bold" fontSize="lg" whiteSpace="nowrap" display={{ base: 'none', md: 'inline' }}>
              {base?.platformName || DEFAULT_PLATFORM_NAME}
            </Text>
            <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} whiteSpace="nowrap">
              <Box as="span" display={{ base: 'none', md: 'inline' }}>
                {' · '}
              </Box>
              {t.title}
            </Text>
          </HStack>
        </RouterLink>
        <HStack gap={{ base: '1', md: '3' }} minW="0">
          <Box textAlign="right" minW="0" display={{ base: 'none', md: 'block' }} data-testid="console-user">
            <Text fontSize="sm" fontWeight="bold" truncate>
              {user?.name}
            </Text>
            <Text fontSize="xs" opacity={0.85} truncate maxW="320px" title={where}>
              {where}
            </Text>
          </Box>
          <Button
            asChild
            size={{ base: 'xs', md: 'sm' }}
            minH={{ base: '44px', md: 'auto' }}
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={paths.home()}>{t.backToLearning}</RouterLink>
          </Button>
          <Button
            size={{ base: 'xs', md: 'sm' }}
            minH={{ base: '44px', md: 'auto' }}
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => void logout()}
          >
            {t.logout}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
