import { CADRE_APP_ID } from '../../../contract/codes';

// Who studies which lessons (README "干部专区"). A lesson belongs to its tag's audience. The
// learner endpoints list only the learner catalogue; by id they open what the caller's audience
// allows, so a learner asking for a cadre lesson, video or tag is told it does not exist (10002),
// while a cadre may open its own lessons there too (lesson/resourceStart starts a cadre's video).
// The cadre group serves cadre lessons only, and only to cadres.

export type Audience = 'learner' | 'cadre';

export const LEARNER_ONLY: readonly Audience[] = ['learner'];
export const CADRE_ONLY: readonly Audience[] = ['cadre'];
const BOTH: readonly Audience[] = ['learner', 'cadre'];

export const isCadreApp = (appId: number): boolean => appId === CADRE_APP_ID;

/** The audiences whose lessons a caller of the learner endpoints may open by id. */
export const audiencesOf = (appId: number): readonly Audience[] => (isCadreApp(appId) ? BOTH : LEARNER_ONLY);
