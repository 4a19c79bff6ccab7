// Dev-time only: writes the demo handouts committed in server/db/seed/media/handouts/ (the seed
// only copies them). One Word lecture-notes file per lesson tag, a section per lesson made from
// the catalogue (server/db/seed/lessons-data.ts), and a study record form the required lessons
// share. Word rather than PDF: a printed PDF embeds every Chinese glyph (300 KB a file), a .docx
// is a few KB and opens in Word and WPS, which the campus uses.
// Run: npx tsx scripts/make-demo-handouts.ts   (then commit the files; the seed measures their sizes)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { handoutSourcePath, recordForm, tagNotes } from '../server/db/seed/handouts';
import { lessonSeeds, tagSeeds } from '../server/db/seed/lessons-data';
import { docx, para, table } from './docx';

const RED = 'A3161C';

function lectureNotes(tag: string): Buffer {
  const lessons = lessonSeeds.filter((l) => l.tag === tag);
  const sections = lessons.flatMap((l, i) => [
    para(`${i + 1}. ${l.title}`, { bold: true, size: 14, colour: RED }),
    para(`主讲：${l.teacher}\u3000\u3000类别：${l.required ? '必修' : '选修'}\u3000\u3000共 ${l.chapters.length} 讲`, { colour: '555555' }),
    para(l.intro),
    para('学习提纲', { bold: true }),
    ...l.chapters.map((c) => para(`\u3000\u3000${c}`)),
    para(`思考题：学完“${l.chapters[l.chapters.length - 1]}”后，结合自己的学习和生活实际，写出一条体会和一条打算做到的具体行动。`),
  ]);
  return docx(`${tag}学习讲义`, [
    para(`${tag}学习讲义`, { bold: true, size: 20, colour: RED }, 'center'),
    para(`智慧党建培训平台 · 网络课程配套讲义 · 共 ${lessons.length} 门课程`, { colour: '666666' }, 'center'),
    ...sections,
  ].join(''));
}

function recordFormDoc(): Buffer {
  const rows = [['日期', '课程与章节', '学习要点', '体会与打算'], ...Array.from({ length: 10 }, () => ['', '', '', ''])];
  return docx('学员学习记录表', [
    para('学员学习记录表', { bold: true, size: 20, colour: RED }, 'center'),
    para('每学完一讲填写一行，结业前交所在党支部', { colour: '666666' }, 'center'),
    para('姓名：__________\u3000\u3000学号：__________\u3000\u3000所在党支部：____________________'),
    table([1500, 2600, 3000, 2200], rows),
    para('说明：学习要点写本讲最重要的一至两个观点；体会与打算写联系实际的一条具体做法。记录表与平台学时共同作为结业考核的依据。'),
  ].join(''));
}

mkdirSync(dirname(handoutSourcePath(recordForm)), { recursive: true });
tagSeeds.forEach((t, i) => writeFileSync(handoutSourcePath(tagNotes[i]), lectureNotes(t.name)));
writeFileSync(handoutSourcePath(recordForm), recordFormDoc());
console.log([...tagNotes, recordForm].map(handoutSourcePath).join('\n'));
