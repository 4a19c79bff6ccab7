import { screen, within } from '@testing-library/react';
import { lessonItem } from '@/test/lessons';
import { renderScreen } from '@/test/renderScreen';
import { LessonCard } from './LessonCard';

// The 必修/选修 badge says what the lesson is for this learner (the server's planKind), not the
// lesson's own flag: a lesson outside their stage plan has none.
const card = (extra: Parameters<typeof lessonItem>[1]) => {
  renderScreen(<ul><LessonCard lesson={lessonItem(1, extra)} /></ul>);
  return within(screen.getByRole('listitem'));
};

describe('LessonCard badge', () => {
  it('follows planKind over the lesson flag', () => {
    expect(card({ required: true, planKind: 'elective' }).getByText('选修')).toBeInTheDocument();
  });
  it('has none for a lesson outside the learner\'s plan', () => {
    const c = card({ required: true, planKind: null });
    expect(c.queryByText('必修')).not.toBeInTheDocument();
    expect(c.queryByText('选修')).not.toBeInTheDocument();
  });
  it('falls back to the flag where the list does not say', () => {
    expect(card({ required: true }).getByText('必修')).toBeInTheDocument();
  });
});
