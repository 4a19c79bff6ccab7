/** Load state of the system settings (spec §3). */
export enum Status {
  NONE = 0,
  LOADING = 1,
  OK = 2,
  EMPTY = 3,
  WRONG = 4,
}
