import { Type, type Static } from '@sinclair/typebox';
import { Empty, Nullable } from './common';
import { defineSchemas } from './defineSchemas';

/** The party-index header card: who the learner is in their organisation. */
export const PartyUserInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatarUrl: Type.String(),
  orgName: Type.String(),
  identityName: Type.String(),
  partyStatus: Type.String(),
  partyStatusText: Type.String(),
  joinPartyDate: Nullable(Type.String()),
  phaseName: Type.String(),
  stageName: Type.String(),
});
export type PartyUserInfo = Static<typeof PartyUserInfo>;

export const partyIndexSchemas = defineSchemas('partyIndex', {
  userInfo: { summary: '获取党建首页的用户信息卡片', body: Empty, data: PartyUserInfo },
});
