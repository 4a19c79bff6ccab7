import { screen } from '@testing-library/react';
import { CADRE_APP_ID } from '@contract/codes';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { server } from '@/test/server';
import { CadreHomeCard } from './CadreHomeCard';

const card = {
  id: 8,
  name: '赵建国',
  avatarUrl: '',
  orgName: '党委组织部党支部',
  unit: '党委组织部',
  identityName: '领导干部',
  creditedThisYear: 654,
  creditedTotal: 3725,
  lessonsCompleted: 1,
  lessonCount: 10,
  specialsInProgress: 2,
  specialsCompleted: 0,
  specialCount: 3,
};
const show = () => renderScreen(<CadreHomeCard />, { user: loginResult({ appId: CADRE_APP_ID }) });

describe("the cadre's home card", () => {
  it('shows unit, identity, credited time this year and in all, lessons and specials', async () => {
    server.use(mockEndpoint('cadreIndex', 'userInfo', card));
    show();
    expect(await screen.findByText('赵建国')).toBeInTheDocument();
    expect(screen.getByText('党委组织部 · 领导干部')).toBeInTheDocument();
    expect(screen.getByText('00:10:54')).toBeInTheDocument();
    expect(screen.getByText('01:02:05')).toBeInTheDocument();
    expect(screen.getByText('1 / 10')).toBeInTheDocument();
    expect(screen.getByText('2 个进行中 · 0 个完成')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入干部课程' })).toHaveAttribute('href', '/index/course-learning');
  });

  it('a refused card says why without 重试; a network failure offers 重试', async () => {
    server.use(mockEndpoint('cadreIndex', 'userInfo', () => failure(10002, '该功能仅对干部开放')));
    const first = show();
    expect(await screen.findByText('该功能仅对干部开放')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('cadreIndex', 'userInfo', () => networkError()));
    show();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
