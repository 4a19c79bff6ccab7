import { screen } from '@testing-library/react';
import type { UserDetail } from '@contract/center';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { learner } from '@/test/fixtures';
import { addStyleSheet, ruleValue } from '@/test/cssRules';
import { ProfileCard } from './ProfileCard';

// The lists 修改资料 chooses 民族 and 学历 from (base/getEnumByCode), as the demo server has them.
const lists: Record<string, { value: string; label: string }[]> = {
  nation: [
    { value: '01', label: '汉族' },
    { value: '03', label: '回族' },
  ],
  education: [
    { value: '14', label: '硕士研究生' },
    { value: '21', label: '大学本科' },
  ],
};

function show(user: Partial<UserDetail>) {
  server.use(mockEndpoint('base', 'getEnumByCode', ({ code }) => lists[String(code)] ?? []));
  const detail: UserDetail = { ...learner, createdAt: '2025-09-01T00:00:00.000Z', passwordChangedAt: null, ...user };
  renderScreen(<ProfileCard user={detail} />, { path: '/index/my/profile', user: loginResult() });
}

/** The value shown beside a label of the profile grid. */
const valueOf = (label: string) => screen.getByText(label, { exact: true }).nextElementSibling;

describe('ProfileCard', () => {
  it('shows 民族 and 学历 by the labels 修改资料 offers for the stored codes', async () => {
    show({ nation: '03', education: '21' });
    expect(await screen.findByText('回族')).toBeInTheDocument();
    expect(await screen.findByText('大学本科')).toBeInTheDocument();
    expect(valueOf('民族')).toHaveTextContent('回族');
    expect(valueOf('学历')).toHaveTextContent('大学本科');
  });

  it('shows — when they are not filled in', () => {
    show({ nation: '', education: '' });
    expect(valueOf('民族')).toHaveTextContent('—');
    expect(valueOf('学历')).toHaveTextContent('—');
  });

  it('shows a stored value the list does not have as it is', async () => {
    show({ nation: '01', education: '本科' });
    expect(await screen.findByText('汉族')).toBeInTheDocument();
    expect(await screen.findByText('本科')).toBeInTheDocument();
    expect(valueOf('学历')).toHaveTextContent('本科');
  });

  it('on paper (base.css print rules) a label is not parted from its value across two pages', async () => {
    const removeSheet = addStyleSheet('app/base.css');
    try {
      show({ nation: '03', education: '21' });
      expect(await screen.findByText('回族')).toBeInTheDocument();
      for (const label of ['账号', '民族', '学历'])
        expect(ruleValue(screen.getByText(label, { exact: true }).parentElement!, 'break-inside', 'print')).toBe('avoid');
    } finally {
      removeSheet();
    }
  });
});
