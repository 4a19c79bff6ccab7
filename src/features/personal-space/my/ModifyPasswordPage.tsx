import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@/components/session/useLogout';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PageCard } from '@/components/PageCard';
import { pwdTexts as t } from './texts';
import { paths } from '@/lib/paths';

/** The learner still has the initial password: change it or log out, nothing else. */
function ForcedChange({ onDone }: { onDone: () => void }) {
  const logout = useLogout();
  return (
    <Center minH="100vh" bg="gray.50" px="4" py="10">
      <Box w="full" maxW="480px" bg="white" p={{ base: '6', md: '8' }} borderRadius="lg" boxShadow="lg">
        <Stack gap="2" mb="6">
          <Heading as="h1" size="xl" color="brand.600">
            {t.forcedTitle}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t.forcedHint}
          </Text>
        </Stack>
        <ChangePasswordForm onDone={onDone} />
        <Button variant="ghost" size="sm" minH={{ base: '44px', md: 'auto' }} mt="4" onClick={() => void logout()}>
          {t.logout}
        </Button>
      </Box>
    </Center>
  );
}

export default function ModifyPasswordPage({ forced = false }: { forced?: boolean }) {
  const navigate = useNavigate();
  const done = () => void navigate(paths.home(), { replace: true });
  if (forced) return <ForcedChange onDone={done} />;
  return (
    <PageCard title={t.title}>
      <ChangePasswordForm onDone={done} />
    </PageCard>
  );
}
