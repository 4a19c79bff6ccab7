// Moved to server/modules/lists/ with the 人员 list (the organiser console imports it too).
export * from '../../../modules/lists/paths';
