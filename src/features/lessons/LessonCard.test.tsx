import { screen, within } from '@testing-library/react';
import { lessonItem } from '@/test/lessons';
import { renderScreen } from '@/test/renderScreen';
import { ruleValue } from '@/test/cssRules';
import { LessonCard } from './LessonCard';

// The 必修/选修 badge says what the lesson is for this learner (the server's planKind), not the
// lesson's own flag: a lesson outside their stage plan has none.
const card = (extra: Parameters<typeof lessonItem>[1]) => {
  renderScreen(
    <ul>
      <LessonCard lesson={lessonItem(1, extra)} />
    </ul>,
  );
  return within(screen.getByRole('listitem'));
};

describe('LessonCard badge', () => {
  it('follows planKind over the lesson flag', () => {
    expect(card({ required: true, planKind: 'elective' }).getByText('选修')).toBeInTheDocument();
  });
  it("has none for a lesson outside the learner's plan", () => {
    const c = card({ required: true, planKind: null });
    expect(c.queryByText('必修')).not.toBeInTheDocument();
    expect(c.queryByText('选修')).not.toBeInTheDocument();
  });
  it('falls back to the flag where the list does not say', () => {
    expect(card({ required: true }).getByText('必修')).toBeInTheDocument();
  });
});

// The card clips what overflows its rounded corners, so the browser's ring around the link (drawn
// outside it) was cut away: a learner moving with Tab saw nothing. The link draws its own, inside.
describe('LessonCard focus', () => {
  it("a keyboard focus on the card's link shows a ring inside the card, which clips what overflows", () => {
    const c = card({ required: true });
    const li = screen.getByRole('listitem');
    expect(getComputedStyle(li).overflow).toBe('hidden');
    const link = c.getByRole('link', { name: lessonItem(1).title });
    expect(getComputedStyle(link).display).toBe('block');
    expect(ruleValue(link, 'outline-style')).toBe('');
    link.focus();
    expect(link).toHaveFocus();
    expect(ruleValue(link, 'outline-style')).toBe('solid');
    expect(ruleValue(link, 'outline-width')).toBe('2px');
    // inside the link's edge: the card's overflow: hidden cuts away anything drawn outside it
    expect(ruleValue(link, 'outline-offset')).toBe('-2px');
  });
});
