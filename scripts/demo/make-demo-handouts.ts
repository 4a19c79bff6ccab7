// Dev-time only: writes the demo handouts committed in server/db/seed/media/handouts/ (the seed
// only copies them). One Word lecture-notes file per lesson tag, a section per lesson made from
// the catalogue (server/db/seed/lessons-data.ts), and a study record form the required lessons
// share, as Word files (a few KB; they open in Word and WPS, which the campus uses); and the
// party school's guide to the application letter as a PDF with the glyphs it uses embedded
// (scripts/demo/pdf.ts; Debian's fonts-noto-cjk must be installed to run this).
// Run: npx tsx scripts/demo/make-demo-handouts.ts   (then commit the files; the seed measures their sizes)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { allHandouts, applicationGuide, handoutSourcePath, recordForm, tagNotes } from '../../server/db/seed/handouts';
import { lessonSeeds, tagSeeds } from '../../server/db/seed/lessons-data';
import { docx, para, table } from './docx';
import { pdf, type PdfLine } from './pdf';

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
  return docx(
    `${tag}学习讲义`,
    [
      para(`${tag}学习讲义`, { bold: true, size: 20, colour: RED }, 'center'),
      para(`智慧党建培训平台 · 网络课程配套讲义 · 共 ${lessons.length} 门课程`, { colour: '666666' }, 'center'),
      ...sections,
    ].join(''),
  );
}

function recordFormDoc(): Buffer {
  const rows = [['日期', '课程与章节', '学习要点', '体会与打算'], ...Array.from({ length: 10 }, () => ['', '', '', ''])];
  return docx(
    '学员学习记录表',
    [
      para('学员学习记录表', { bold: true, size: 20, colour: RED }, 'center'),
      para('每学完一讲填写一行，结业前交所在党支部', { colour: '666666' }, 'center'),
      para('姓名：__________\u3000\u3000学号：__________\u3000\u3000所在党支部：____________________'),
      table([1500, 2600, 3000, 2200], rows),
      para('说明：学习要点写本讲最重要的一至两个观点；体会与打算写联系实际的一条具体做法。记录表与平台学时共同作为结业考核的依据。'),
    ].join(''),
  );
}

/** The party school's guide to the application letter: a PDF, the format the school prints it in. */
function applicationGuidePdf(): Buffer {
  const red: [number, number, number] = [0.64, 0.09, 0.11];
  const h = (text: string): PdfLine => ({ text, size: 13, colour: red, before: 10 });
  const p = (text: string): PdfLine => ({ text: `\u3000\u3000${text}` });
  return pdf(applicationGuide.title, [
    { text: '入党申请书写作指导', size: 20, colour: red, centre: true },
    { text: '中共××大学委员会党校 编印\u3000供入党积极分子培训班学员使用', size: 10, colour: [0.4, 0.4, 0.4], centre: true, before: 4 },
    h('一、什么是入党申请书'),
    p(
      '入党申请书是要求入党的人向党组织表明自己入党志愿和要求的书面材料，是党组织了解申请人政治觉悟、入党动机和基本情况的重要依据，也是申请人接受党组织教育和考察的开始。按照《中国共产党章程》和《中国共产党发展党员工作细则》，入党申请人应当向工作、学习所在单位党组织提出入党申请。',
    ),
    p('入党申请书必须由本人亲笔书写，实事求是，不能抄袭或请人代写。党组织收到入党申请书后，一个月内派人同申请人谈话，了解基本情况。'),
    h('二、入党申请书的基本格式'),
    p('1. 标题：在第一行正中写“入党申请书”。'),
    p('2. 称谓：顶格写“敬爱的党组织：”，后加冒号。'),
    p('3. 正文：入党申请书的主体，一般包括以下几个方面的内容。'),
    p('（1）对党的认识。写出自己对党的性质、宗旨、指导思想、纲领和奋斗目标的理解，要写自己的认识，不要照抄党章条文。'),
    p('（2）入党动机。写明为什么要加入中国共产党，怎样逐步产生入党要求，表明愿意为共产主义事业奋斗终身。'),
    p('（3）个人情况。写明本人的学习、工作经历和思想成长过程，以及家庭主要成员和主要社会关系的政治情况。'),
    p('（4）今后的打算。结合自己的实际，写出在思想、学习、工作和生活等方面怎样以党员标准严格要求自己，怎样争取早日加入党组织。'),
    p('4. 结尾：一般写“请党组织在实践中考验我”等表达愿望的话，另起一行写“此致”，再另起一行顶格写“敬礼！”。'),
    p('5. 署名和日期：在右下方写“申请人：×××”，下一行写年、月、日。'),
    h('三、写作中的注意事项'),
    p('1. 态度端正。写入党申请书是一件严肃的事，要认真思考、如实书写，字迹工整，用黑色或蓝黑色墨水书写。'),
    p('2. 内容具体。对党的认识要联系自己的学习和生活，入党动机要真实，避免空话、套话。'),
    p('3. 实事求是。个人情况和家庭情况要如实向党组织说明，不隐瞒、不夸大。'),
    p('4. 持续向党组织汇报。递交入党申请书后，要主动向党组织汇报思想，一般每季度至少提交一份思想汇报。'),
    h('四、递交与后续程序'),
    p(
      '学生入党申请人一般向所在学院党委（党总支）或党支部递交入党申请书。年满十八周岁方可递交。递交后，党组织将派人谈话，并在申请人中推荐和确定入党积极分子，指定一至两名正式党员作培养联系人。',
    ),
    p(
      '本培训班的“学习任务”要求学员上传入党申请书扫描件（PDF、JPG 或 PNG，不超过 10 MB），由校党校老师审核。扫描时请保证页面完整、字迹清楚。',
    ),
    { text: '中共××大学委员会党校', centre: false, before: 24 },
  ]);
}

mkdirSync(dirname(handoutSourcePath(recordForm)), { recursive: true });
tagSeeds.forEach((t, i) => writeFileSync(handoutSourcePath(tagNotes[i]), lectureNotes(t.name)));
writeFileSync(handoutSourcePath(recordForm), recordFormDoc());
writeFileSync(handoutSourcePath(applicationGuide), applicationGuidePdf());
console.log(allHandouts.map(handoutSourcePath).join('\n'));
