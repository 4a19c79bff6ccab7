import { Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { messageTexts as t } from './texts';

// Small pieces the three message screens share.

export const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

/** The detail screen's route has no parameter (spec §2): the message travels in `?id=`. */
export const detailPath = (id: number) => `${paths.spaceNoticeDetail()}?id=${id}`;

export const isOverdue = (dueAt: string | null, now = Date.now()) => dueAt !== null && new Date(dueAt).getTime() < now;

export { KindBadge } from '@/components/messages/KindBadge';

/** A to-do's due time; past it, 已逾期 in red. */
export function DueLine({ dueAt }: { dueAt: string | null }) {
  if (!dueAt) return null;
  const overdue = isOverdue(dueAt);
  return (
    <Text
      as="span"
      color={overdue ? 'brand.600' : 'fg.muted'}
      fontWeight={overdue ? 'bold' : 'normal'}
      data-testid="message-due"
      data-overdue={overdue}
    >
      {t.due(at(dueAt))}
      {overdue ? ` · ${t.overdue}` : ''}
    </Text>
  );
}
