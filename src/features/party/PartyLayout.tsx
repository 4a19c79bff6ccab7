import { Box, Flex, Heading } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { screens } from '@/lib/paths';
import { PARTY_NAV, sectionNamed } from './sections';
import { partyTexts as t } from './texts';
import { usePartyColumns } from './usePartyColumns';

/** The tab to mark: the list or board being shown, or on an article the column its list link named (?c=). */
function useActivePath(): string | undefined {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const columns = usePartyColumns().data;
  const onList = PARTY_NAV.find((n) => pathname === n.path || pathname.startsWith(`${n.path}/`));
  if (onList) return onList.path;
  const detailPrefix = screens.partyDetail.replace(/\/:id$/, '');
  if (!pathname.startsWith(`${detailPrefix}/`) || !columns) return undefined;
  const c = Number(params.get('c'));
  const column = [...columns.byName.values()].find((x) => x.id === c);
  return sectionNamed(column?.name)?.path;
}

/** /index/party: the section's heading and tabs (党务学习, 党务知识, 他山之石, 党务研讨) above the screen. */
export default function PartyLayout() {
  const active = useActivePath();
  return (
    <Box pb="2">
      <Box bg="white" borderRadius="md" boxShadow="xs" px={{ base: '4', md: '6' }} pt="4" mb="4">
        <Heading as="h1" size="lg" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2" mb="3">
          {t.title}
        </Heading>
        <Flex as="nav" aria-label={t.nav} gap="1" wrap="wrap">
          {PARTY_NAV.map((n) => {
            const current = n.path === active;
            return (
              <RouterLink key={n.path} to={n.path} aria-current={current ? 'page' : undefined}>
                <Box
                  px="5"
                  py="2.5"
                  fontSize="md"
                  borderBottomWidth="3px"
                  borderBottomColor={current ? 'brand.600' : 'transparent'}
                  color={current ? 'brand.600' : 'fg'}
                  fontWeight={current ? 'bold' : 'normal'}
                  _hover={{ color: 'brand.600' }}
                >
                  {n.name}
                </Box>
              </RouterLink>
            );
          })}
        </Flex>
      </Box>
      <Outlet />
    </Box>
  );
}
