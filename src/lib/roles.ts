import { BLOCKED_APP_IDS, CADRE_APP_ID } from '@contract/codes';

// Identity comes from userInfo.appId (spec §6).

/** Users of the platform's other systems (appId 1-4) are sent to the site root. */
export const isBlockedApp = (appId: number | null | undefined): boolean =>
  appId != null && (BLOCKED_APP_IDS as readonly number[]).includes(appId);

/** The cadre app (5) has no learning-the-way list: hidden from the menu, refused by the guard. */
export const canSeeLearningTheWay = (appId: number | null | undefined): boolean => appId !== CADRE_APP_ID;

export const isCadre = (appId: number | null | undefined): boolean => appId === CADRE_APP_ID;
