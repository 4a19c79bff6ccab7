import { screen, within } from '@testing-library/react';
import { renderScreen } from '@/test/renderScreen';
import { TagNav } from './TagNav';

const tags = [
  { id: 3, name: '党史学习', lessonCount: 14 },
  { id: 5, name: '廉洁教育', lessonCount: 2 },
];

describe('TagNav', () => {
  it('cards: each tag with its lesson count, leading to its course-learning list, the open one marked', () => {
    renderScreen(<TagNav tags={tags} current={5} />);
    const nav = within(screen.getByRole('navigation', { name: '课程分类' }));
    const history = nav.getByRole('link', { name: /党史学习/ });
    expect(history).toHaveTextContent('14 门课程');
    expect(history).toHaveAttribute('href', '/index/course-learning/3');
    expect(history).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: /廉洁教育/ })).toHaveAttribute('aria-current', 'page');
  });

  it("pills: 全部 first with every tag's lessons, marked while no tag is open; its own label, links and count words", () => {
    renderScreen(
      <TagNav
        shape="pill"
        label="选修课分类"
        tags={tags}
        linkTo={(id) => `/electives/${id}`}
        countText={(n) => `${n} 门`}
        all={{ label: '全部', to: '/electives' }}
      />,
    );
    const links = within(screen.getByRole('navigation', { name: '选修课分类' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['全部16 门', '党史学习14 门', '廉洁教育2 门']);
    expect(links[0]).toHaveAttribute('href', '/electives');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[2]).toHaveAttribute('href', '/electives/5');
  });
});
