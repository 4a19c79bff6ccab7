import { Badge } from '@chakra-ui/react';
import type { MessageKind } from '@contract/centerMessages';

// 通知 or 待办: the learner's message screens and the console's sent messages show it alike.

const KIND_PALETTE: Record<MessageKind, string> = { notice: 'blue', todo: 'orange' };
export const KIND_WORDS: Record<MessageKind, string> = { notice: '通知', todo: '待办' };

export function KindBadge({ kind }: { kind: MessageKind }) {
  return (
    <Badge variant="outline" colorPalette={KIND_PALETTE[kind]} flexShrink={0}>
      {KIND_WORDS[kind]}
    </Badge>
  );
}
