// The meeting check-in's address and code window, apart from the schemas: the learner app's route
// table imports the path, and its first load carries no schema code.

/** the learner app's check-in page; the QR code holds its address with ?code= */
export const CHECKIN_PATH = '/index/check-in';
/** a check-in code is made per window of this many seconds and accepted in its window and the next */
export const CHECKIN_WINDOW_SECONDS = 30;
/** an activity's (集中培训) check-in code starts with this letter; a meeting's with its number */
export const ACTIVITY_CODE_PREFIX = 'a';
/** whether a scanned code is an activity's (the learner's check-in page sends it to activity/checkIn) */
export const isActivityCode = (code: string) => code.trim().startsWith(ACTIVITY_CODE_PREFIX);
