import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { previewAudience } from './audience';
import { readers, sendFromConsole, sentMessages } from './send';

export const notifyRoutes = groupRoutes('notify', {
  preview: organiserHandler((body, { db }, o) => previewAudience(db, o, body.audience)),
  send: organiserHandler((body, { db, clock }, o) => sendFromConsole(db, o, body, clock.now())),
  sent: organiserHandler((body, { db }, o) => sentMessages(db, o, body)),
  readers: organiserHandler((body, { db }, o) => readers(db, o, body)),
});
