import { Badge, HStack } from '@chakra-ui/react';
import type { PersonRow } from '@contract/people';
import { peopleTexts as t } from './texts';

/** 已停用 and 初始密码, when they apply (nothing for an active account with its own password). */
export function PersonBadges({ person }: { person: Pick<PersonRow, 'status' | 'defaultPassword'> }) {
  if (person.status === 1 && !person.defaultPassword) return null;
  return (
    <HStack gap="1" display="inline-flex">
      {person.status === 0 ? (
        <Badge colorPalette="gray" variant="solid" data-testid="badge-disabled">
          {t.disabled}
        </Badge>
      ) : null}
      {person.defaultPassword ? (
        <Badge colorPalette="brand" variant="outline" data-testid="badge-initial-password">
          {t.initialPassword}
        </Badge>
      ) : null}
    </HStack>
  );
}
