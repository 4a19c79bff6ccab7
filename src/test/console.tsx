import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Grant, OrganiserRole, ScopeUnit } from '@contract/organiser';
import type { ReviewDetail, ReviewItem } from '@contract/review';
import type { AuditEntry } from '@contract/audit';
import { registerNavigate } from '@/app/navigation';
import { authStateOf } from '@/store/auth/authSlice';
import { LocationProbe, loginResult } from '@/test/renderScreen';
import { makeStore } from '@/test/store';
import AuditPage from '@/features/console/audit/AuditPage';
import GrantsPage from '@/features/console/grants/GrantsPage';
import DashboardPage from '@/features/console/dashboard/DashboardPage';
import FigureListPage from '@/features/console/dashboard/FigureListPage';
import DevelopListPage from '@/features/console/develop/DevelopListPage';
import DevelopPersonPage from '@/features/console/develop/DevelopPersonPage';
import RulesPage from '@/features/console/develop/RulesPage';
import SheetPage from '@/features/console/develop/SheetPage';
import ConsoleIndex from '@/features/console/layout/ConsoleIndex';
import ConsoleLayout from '@/features/console/layout/ConsoleLayout';
import ReviewItemPage from '@/features/console/review/ReviewItemPage';
import ReviewQueuePage from '@/features/console/review/ReviewQueuePage';

// Only for the console's tests: the console's routes as routes.tsx nests them (eagerly, not lazy),
// in the real store with a logged-in user, and data made to the contract's shapes.

export function renderConsole(url: string) {
  const store = makeStore({ auth: authStateOf(loginResult({ name: '王老师' })) });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <ConsoleIndex /> },
          { path: 'review/:kind', element: <ReviewQueuePage /> },
          { path: 'review/:kind/:id', element: <ReviewItemPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'grants', element: <GrantsPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'dashboard/:figure', element: <FigureListPage /> },
          { path: 'develop', element: <DevelopListPage /> },
          { path: 'develop/rules', element: <RulesPage /> },
          { path: 'develop/:userId', element: <DevelopPersonPage /> },
          { path: 'develop/:userId/sheet', element: <SheetPage /> },
        ],
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  registerNavigate((to) => void router.navigate(to, { replace: true }));
  const view = render(
    <Provider store={store}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </Provider>,
  );
  return { ...view, store, router };
}

export const grantOf = (role: OrganiserRole, over: Partial<Grant> = {}): Grant => ({
  id: 1,
  account: 'T2001',
  name: '王老师',
  role,
  orgId: 2,
  orgName: '计算机学院党委',
  grantedBy: '系统管理员',
  grantedAt: '2026-11-01T02:00:00.000Z',
  ...over,
});

export const units: ScopeUnit[] = [
  { id: 2, parentId: 1, name: '计算机学院党委', kind: '党委' },
  { id: 3, parentId: 2, name: '本科生第一党支部', kind: '党支部' },
  { id: 4, parentId: 2, name: '研究生党支部', kind: '党支部' },
];

export const itemOf = (over: Partial<ReviewItem> = {}): ReviewItem => ({
  id: 12,
  kind: 'experience',
  title: '学习二十大精神心得',
  learnerName: '孙雨桐',
  learnerAccount: '2023010102',
  branchName: '本科生第一党支部',
  submittedAt: '2026-11-20T02:00:00.000Z',
  state: 'pending',
  overdue: false,
  decidedAt: null,
  reviewerName: '',
  ...over,
});

export const detailOf = (over: Partial<ReviewDetail> = {}): ReviewDetail => ({
  ...itemOf(),
  learnerIdentity: '入党积极分子',
  scored: true,
  handedIn: [
    { label: '心得正文', text: '第一段体会。\n第二段体会。', files: [] },
    {
      label: '附件',
      text: '',
      files: [
        { name: '学习笔记.jpg', url: '/uploads/a.jpg' },
        { name: '讲稿.pdf', url: '/uploads/b.pdf' },
      ],
    },
  ],
  reason: '',
  score: null,
  history: [
    {
      id: 9,
      state: 'returned',
      reason: '请补充联系实际的内容',
      score: null,
      reviewerName: '李书记',
      decidedAt: '2026-11-10T03:00:00.000Z',
      submittedAt: '2026-11-08T01:00:00.000Z',
    },
  ],
  ...over,
});

export const auditOf = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2026-11-21T02:00:00.000Z',
  account: 'T2001',
  name: '王老师',
  role: '党支部 · 本科生第一党支部',
  action: '审核通过',
  target: '事项 12 心得体会 · 孙雨桐',
  before: '{"state":"pending"}',
  after: '{"state":"approved","score":90}',
  ...over,
});
