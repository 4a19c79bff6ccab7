// Every call of the platform, declared once: its group, its name, the client that sends it and
// whether it needs a token. Runtime data without TypeBox, so the web bundle imports it for free;
// the request and response shapes are in the group files (cms.ts, user.ts, ...), whose keys the
// compiler holds to the names declared here (see `defineSchemas`).
export type ClientKind = 'form' | 'json' | 'multipart';

export interface EndpointKind {
  readonly client: ClientKind;
  /** false: callable without a token (login page, registration, settings) */
  readonly auth: boolean;
  /** 'system' endpoints live under /goplatform/v1/system/<name> (spec section 7) */
  readonly scope?: 'system';
  /** only for accounts holding a grant (organiser console); the server refuses everyone else */
  readonly organiser?: true;
}

export interface EndpointInfo<G extends string = string, N extends string = string> extends EndpointKind {
  readonly group: G;
  readonly name: N;
  readonly path: string;
}

// The kinds an endpoint can be. Most calls are JSON with a token.
export const json = { client: 'json', auth: true } as const;
export const jsonPublic = { client: 'json', auth: false } as const;
export const form = { client: 'form', auth: true } as const;
export const multipart = { client: 'multipart', auth: true } as const;
/** JSON with a token, for organisers only: the server checks the caller's grants before the handler */
export const organiser = { client: 'json', auth: true, organiser: true } as const;
/** form-encoded, no token, under /goplatform/v1/system/ */
export const system = { client: 'form', auth: false, scope: 'system' } as const;

export const TRAINING_API_PREFIX = '/trainingApi/v1';
export const SYSTEM_API_PREFIX = '/goplatform/v1/system';

export function endpointPath(group: string, name: string, kind: EndpointKind): string {
  return kind.scope === 'system' ? `${SYSTEM_API_PREFIX}/${name}` : `${TRAINING_API_PREFIX}/${group}/${name}`;
}

type Declared = Record<string, Record<string, EndpointKind>>;
type Expanded<D extends Declared> = {
  readonly [G in keyof D & string]: { readonly [N in keyof D[G] & string]: EndpointInfo<G, N> & D[G][N] };
};

function expand<const D extends Declared>(declared: D): Expanded<D> {
  const out: Record<string, Record<string, EndpointInfo>> = {};
  for (const [group, names] of Object.entries(declared)) {
    out[group] = {};
    for (const [name, kind] of Object.entries(names)) {
      out[group][name] = { ...kind, group, name, path: endpointPath(group, name, kind) };
    }
  }
  return out as Expanded<D>;
}

export const endpoints = expand({
  base: {
    getSetting: system,
    getAppSetting: system,
    getEnumByCode: system,
    uploadFile: multipart,
  },
  user: {
    generateCaptcha: jsonPublic,
    getCaptcha: jsonPublic,
    login: jsonPublic,
    logout: json,
    register: jsonPublic,
    sendMail: jsonPublic,
    forgetPwd: jsonPublic,
    userInfo: json,
    editUserInfo: json,
    updatePassword: json,
    identityList: jsonPublic,
    treeList: jsonPublic,
    phaselist: jsonPublic,
    stageList: jsonPublic,
    wrongQuestions: json,
    wrongQuestionsDist: json,
    examStatus: json,
    graduation: json,
    ranking: json,
    stageReport: json,
    studyInfo: json,
    studyTime: json,
  },
  cms: {
    banners: json,
    notices: json,
    noticeList: json,
    noticeDetail: json,
    categoryChildren: json,
    newListTop: json,
    newList: json,
    newDetail: json,
  },
  center: {
    userDetail: json,
    editUser: json,
    myMessages: json,
    messageDetail: json,
    setRead: json,
    setReadSingle: json,
    setReadAll: json,
    workbenches: json,
    myTaskNums: json,
    myTaskList: json,
  },
  live: {
    liveActList: json,
  },
  partyIndex: {
    userInfo: form,
    partyActList: json,
    baseActList: json,
    partyActDetail: json,
    userActivityMendDetail: json,
    mendSubmit: json,
  },
  lesson: {
    tags: json,
    tagList: json,
    info: json,
    videos: json,
    videoDetail: json,
    resourceStart: json,
    resourceTime: json,
    resourceComplete: json,
    studyTime: json,
    myStudyTimes: json,
    subList: json,
    lecture: json,
    readList: json,
    readDetail: json,
    center: json,
    stageLesson: json,
    selectVideo: json,
    myLesson: json,
    noteList: json,
    writeNote: json,
    deleteNote: json,
    discussionList: json,
    writeDiscussion: json,
    discussionCount: json,
    videoZan: json,
    videoZanInfo: json,
    resourceDetail: json,
  },
  cadreIndex: {
    lessonTagList: json,
    userInfo: json,
  },
  cadre: {
    lessonList: json,
    lessonVideoResourceList: json,
    lessonVideoResourceDetail: json,
    discussCount: json,
    lessonReadList: json,
    setResourceTime: json,
    specialList: json,
    specialDetail: json,
    stageVideos: json,
  },
  selfStudy: {
    studyInfo: json,
  },
  exam: {
    examTab: json,
    examList: json,
    examInfo: json,
    startExam: json,
    startLessonExam: json,
    examLessonList: json,
    getStartTime: json,
    getEndTime: json,
    saveExamAnswer: json,
    markQuestion: json,
    leaveExam: json,
    exitExam: json,
    submitExam: json,
    endExamRecord: json,
    examRecordDetail: json,
  },
  activity: {
    myActivity: json,
    activityDetail: json,
    baoMing: json,
    projectList: json,
    dyProjectList: json,
    projectLeave: json,
    projectLeaveDetail: json,
    userQrcodeScanLog: json,
    gbActivity: json,
  },
  topic: {
    list: json,
    newTopicList: json,
    topicLastYear: json,
    detail: json,
    lessonSubList: json,
    learnNewsList: json,
    stageMaterials: json,
    materialDetail: json,
    expertList: json,
    expertDetail: json,
    noticeList: json,
    noticeDetail: json,
    examInfo: json,
    workDetail: json,
    writeExperience: json,
  },
  work: {
    tabs: json,
    jobList: json,
    indexWorkStatus: json,
    experienceRecord: json,
    experienceDetail: json,
    writeExperience: json,
    experienceSubmit: json,
    practiceRecord: json,
    practiceDetail: json,
    writePractice: json,
    snsList: json,
    sendSns: json,
    brailleDetail: json,
    snsZan: json,
    comments: json,
    sendComment: json,
  },
  task: {
    taskDetail: json,
    checkUserTask: json,
    uploadTaskFile: multipart,
    uploadTaskData: json,
    taskCheckDetail: json,
  },
  party: {
    talkList: json,
    snsList: json,
    submitSns: json,
    deleteSns: json,
    snsCommentList: json,
    submitComment: json,
    deleteComment: json,
    snsZan: json,
    cardRecordDetail: json,
  },
  develop: {
    appList: json,
    appTaskList: json,
    docDetail: json,
    fillRequirement: json,
    taskDraft: json,
    submit: json,
    mySubmitList: json,
  },
  orgAct: {
    actList: json,
    actDetail: json,
    actLeave: json,
    voteList: json,
    voteItemList: json,
    voteResult: json,
    getVoteResult: json,
  },
  centerGroup: {
    myActivity: json,
    activityDetail: json,
    activityLeave: json,
    addUserExperience: json,
    getUserExperience: json,
    userQrcodeScanLog: json,
  },
  organiser: {
    // me answers every signed-in account (empty for a learner): the header asks it to offer the console
    me: json,
    scopeUnits: organiser,
    grants: organiser,
    grant: organiser,
    revoke: organiser,
  },
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
  dashboard: {
    figures: organiser,
    people: organiser,
  },
});

export type Endpoints = typeof endpoints;
export type GroupName = keyof Endpoints;
export type EndpointName<G extends GroupName> = keyof Endpoints[G] & string;
/** true when the endpoint needs a token: its handler's `ctx.user` is then never null */
export type AuthOf<G extends GroupName, N extends EndpointName<G>> = Endpoints[G][N] extends { auth: infer A } ? A : never;

/** Every endpoint as a flat list (OpenAPI, robustness tests). */
export const allEndpoints: readonly EndpointInfo[] = Object.values(endpoints).flatMap((g) => Object.values(g) as EndpointInfo[]);
