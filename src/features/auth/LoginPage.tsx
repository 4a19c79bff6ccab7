import { lazy, Suspense, useState } from 'react';
import { Box, Flex, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { LoginForm } from './LoginForm';
import { loadRememberedAccount } from './rememberAccount';
import { DEFAULT_PLATFORM_NAME, loginTexts as t, registerTexts } from './texts';
import { useLoginBrand } from './useLoginBrand';

// The dialogs are rarely opened: keep them out of the login route's first load.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));
const RegisterDialog = lazy(() => import('./RegisterDialog'));

type Dialog = 'forgot' | 'register' | null;

export default function LoginPage() {
  const brand = useLoginBrand();
  const [account, setAccount] = useState(loadRememberedAccount);
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = brand?.platformName || DEFAULT_PLATFORM_NAME;

  return (
    <Flex minH="100vh" direction={{ base: 'column', md: 'row' }} bg="gray.50">
      <Flex
        flex={{ base: 'none', md: '1.2' }}
        direction="column"
        justify="center"
        px={{ base: '6', md: '12', xl: '20' }}
        py={{ base: '8', md: '12' }}
        color="white"
        bgGradient="to-br"
        gradientFrom="red.800"
        gradientTo="red.600"
      >
        <HStack gap="4" mb="6">
          {brand?.logoUrl ? <Image src={brand.logoUrl} alt="" boxSize="56px" objectFit="contain" /> : null}
          <Heading as="h1" size={{ base: '2xl', xl: '3xl' }} fontWeight="bold">
            {name}
          </Heading>
        </HStack>
        <Text fontSize={{ base: 'lg', xl: 'xl' }} opacity={0.9} letterSpacing="widest">
          {t.subtitle}
        </Text>
        {brand?.loginNotice ? (
          <Box mt="10" p="5" bg="whiteAlpha.200" borderRadius="md" maxW="560px">
            <Text fontWeight="bold" mb="2">
              {t.notice}
            </Text>
            <Text whiteSpace="pre-line" fontSize="sm" lineHeight="tall">
              {brand.loginNotice}
            </Text>
          </Box>
        ) : null}
      </Flex>
      <Flex flex="1" align="center" justify="center" px="6" py="10">
        <Box w="full" maxW="420px" bg="white" p={{ base: '6', md: '8' }} borderRadius="lg" boxShadow="lg">
          <Heading as="h2" size="xl" mb="6" textAlign="center">
            {t.welcome}
          </Heading>
          <LoginForm account={account} onAccountChange={setAccount} />
          <Stack direction="row" justify="space-between" mt="4" fontSize="sm">
            <Link as="button" color="red.700" onClick={() => setDialog('forgot')}>
              {t.forgot}
            </Link>
            {brand?.registerEnabled ? (
              <Link as="button" color="red.700" onClick={() => setDialog('register')}>
                {registerTexts.title}
              </Link>
            ) : null}
          </Stack>
        </Box>
      </Flex>
      <Suspense fallback={null}>
        {dialog === 'forgot' ? (
          <ForgotPasswordDialog
            open
            initialAccount={account}
            onClose={() => setDialog(null)}
            onDone={(done) => {
              setAccount(done);
              setDialog(null);
            }}
          />
        ) : null}
        {dialog === 'register' ? <RegisterDialog open onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Flex>
  );
}
