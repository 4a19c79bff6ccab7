// The organiser's side of party dues: the reminders sent. The records themselves are the party
// module's (dues_record, server/modules/party/tables.ts). Conventions: see server/db/schema.ts.

/** One reminder of unpaid months to one member on one Beijing day; the key (userId, day) allows one a day. */
export interface DuesReminderTable {
  userId: number;
  /** YYYY-MM-DD, Beijing */
  day: string;
  /** JSON string[] of the months named, YYYY-MM */
  months: string;
  sentBy: number;
  sentAt: string;
}

export interface DuesTables {
  duesReminder: DuesReminderTable;
}
