import { summaryOf } from './articleSummary';

describe('summaryOf', () => {
  it('takes the first paragraph that is not a salutation, as text', () => {
    expect(summaryOf('<p>各学院党委（党总支）：</p><p>经研究，<strong>决定</strong>开展评议。</p>')).toBe('经研究，决定开展评议。');
  });
  it('shows what the body says: entities are decoded, runs of space are one', () => {
    expect(summaryOf('<p>A &amp; B &lt;c&gt; &quot;d&quot;\n  e</p>')).toBe('A & B <c> "d" e');
  });
  it('cuts to fit a list row, … included', () => {
    expect(summaryOf(`<p>${'字'.repeat(100)}</p>`)).toBe(`${'字'.repeat(89)}…`);
    expect(summaryOf(`<p>${'字'.repeat(90)}</p>`)).toBe('字'.repeat(90));
  });
  it('skips a paragraph that holds only a picture', () => {
    expect(summaryOf('<p><img src="/uploads/school/images/a.jpg" /></p><p>11月10日下午，会议召开。</p>')).toBe('11月10日下午，会议召开。');
  });
  it('uses the whole text of a body without paragraphs, and the salutation when it is all there is', () => {
    expect(summaryOf('<h3>标题</h3><ul><li>一</li></ul>')).toBe('标题一');
    expect(summaryOf('<p>各位老师：</p>')).toBe('各位老师：');
  });
});
