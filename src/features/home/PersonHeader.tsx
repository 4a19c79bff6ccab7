import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';

/** The top of a home card about the user: avatar, name, their role in brand colour and, if given, their organisation. */
export function PersonHeader({ name, avatarUrl, role, org }: { name: string; avatarUrl: string; role: string; org?: string }) {
  return (
    <HStack gap="3">
      <Avatar.Root size="lg">
        <Avatar.Fallback name={name} />
        {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="bold" fontSize="lg">
          {name}
        </Text>
        <Text fontSize="sm" color="brand.600" truncate>
          {role}
        </Text>
        {org !== undefined ? (
          <Text fontSize="sm" color="fg.muted" truncate title={org}>
            {org}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}
