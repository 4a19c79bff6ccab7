import { Fragment } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '@/store/hooks';
import { selectBaseSetting } from '@/store/settings/selectors';
import { layoutTexts as t } from './texts';

/**
 * The footer of every page: the school's own 页脚文字, 版权, 备案号 and 联系电话 (学校设置). A part
 * the school has not set is left out, not filled with a made-up organisation or number: a fresh
 * install shows only what is true of it.
 */
export function AppFooter() {
  const base = useAppSelector(selectBaseSetting);
  const contact = [base?.icp, base?.contactPhone ? `${t.contact}${base.contactPhone}` : ''].filter(Boolean);
  return (
    <Box as="footer" className="no-print" bg="gray.800" color="gray.300" py="6" mt="10" fontSize="sm">
      <Stack maxW="1200px" mx="auto" px="4" gap="1" align="center" textAlign="center">
        {base?.footerText ? <Text>{base.footerText}</Text> : null}
        {base?.copyright ? <Text>{base.copyright}</Text> : null}
        {contact.length > 0 ? (
          <Text>
            {contact.map((part, i) => (
              <Fragment key={i}>
                {i > 0 ? '　' : null}
                <span>{part}</span>
              </Fragment>
            ))}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
