// The organiser console's groups (issue #41): every call for organisers only. Declared apart from
// the learner's table so that only the console's chunks carry them.
import { expand, organiser } from './endpointKinds';

export const consoleEndpoints = expand({
  review: {
    summary: organiser,
    queue: organiser,
    detail: organiser,
    decide: organiser,
    approveBatch: organiser,
  },
  audit: {
    list: organiser,
  },
  notify: {
    preview: organiser,
    send: organiser,
    sent: organiser,
    readers: organiser,
  },
  people: {
    list: organiser,
    detail: organiser,
  },
  roster: {
    edit: organiser,
    resetPassword: organiser,
    setStatus: organiser,
    import: organiser,
  },
  dashboard: {
    figures: organiser,
    people: organiser,
  },
  meeting: {
    list: organiser,
    members: organiser,
    schedule: organiser,
    detail: organiser,
    checkinCode: organiser,
    attendance: organiser,
    record: organiser,
    mark: organiser,
    stats: organiser,
  },
  developRecord: {
    list: organiser,
    person: organiser,
    record: organiser,
    withdraw: organiser,
    alerts: organiser,
    rules: organiser,
    updateRule: organiser,
  },
  training: {
    projects: organiser,
    options: organiser,
    createProject: organiser,
    project: organiser,
    createActivity: organiser,
    signups: organiser,
    checkinCode: organiser,
    mark: organiser,
  },
  vote: {
    list: organiser,
    create: organiser,
    detail: organiser,
    close: organiser,
  },
  dues: {
    month: organiser,
    record: organiser,
    import: organiser,
    remind: organiser,
    summary: organiser,
  },
});
