import { Avatar, Badge, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { EnumCode } from '@contract/base';
import type { UserDetail } from '@contract/center';
import { BaseApi } from '@/api/base';
import { genderText } from '@/lib/gender';
import { formatDate } from '@/lib/date';
import { myTexts as t } from './texts';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Flex gap="3" py="2" borderBottomWidth="1px" borderBottomStyle="dashed" minW="0" className="print-whole">
      <Text color="fg.muted" w="80px" flexShrink={0}>
        {label}
      </Text>
      <Text minW="0" wordBreak="break-all">
        {value || t.none}
      </Text>
    </Flex>
  );
}

/**
 * A stored enum value (民族 '01', 学历 '21') by its label in the list 修改资料 chooses from; the
 * value itself if the list does not have it, nothing while the list loads.
 */
function useEnumLabel(code: EnumCode, value: string): string {
  const { data, isError } = BaseApi.useGetEnumByCodeQuery({ code }, { skip: !value });
  if (!value) return '';
  const item = data?.find((i) => i.value === value);
  if (item) return item.label;
  return data || isError ? value : '';
}

/** Who the learner is, as the server knows them. */
export function ProfileCard({ user }: { user: UserDetail }) {
  const nation = useEnumLabel('nation', user.nation);
  const education = useEnumLabel('education', user.education);
  return (
    <Stack gap="6">
      <Flex gap="5" align="center">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={user.name} />
          {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt={t.avatar} /> : null}
        </Avatar.Root>
        <Stack gap="1">
          <Heading as="h2" size="xl">
            {user.name}
          </Heading>
          <Flex gap="2" wrap="wrap">
            {user.identityName ? <Badge colorPalette="brand">{user.identityName}</Badge> : null}
            {user.stageName ? <Badge colorPalette="gray">{user.stageName}</Badge> : null}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {user.orgPath.join(' / ')}
          </Text>
        </Stack>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="8">
        <Item label={t.account} value={user.account} />
        <Item label={t.gender} value={genderText(user.gender)} />
        <Item label={t.identity} value={user.identityName} />
        <Item label={t.org} value={user.orgName} />
        <Item label={t.phase} value={[user.phaseName, user.stageName].filter(Boolean).join(' · ')} />
        <Item label={t.college} value={user.college} />
        <Item label={t.major} value={user.major} />
        <Item label={t.className} value={user.className} />
        <Item label={t.studentNo} value={user.studentNo} />
        <Item label={t.phone} value={user.phone} />
        <Item label={t.email} value={user.email} />
        <Item label={t.birthday} value={formatDate(user.birthday, 'YYYY-MM-DD')} />
        <Item label={t.nation} value={nation} />
        <Item label={t.education} value={education} />
        <Item label={t.createdAt} value={formatDate(user.createdAt, 'YYYY-MM-DD HH:mm')} />
        <Item label={t.lastLoginAt} value={formatDate(user.lastLoginAt, 'YYYY-MM-DD HH:mm')} />
      </Grid>
    </Stack>
  );
}
