import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { PhotoPicker } from './PhotoPicker';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
// jest-fixed-jsdom's FormData is Node's, to which jsdom's File is not a Blob; a browser has one realm.
const file = (content: string | Uint8Array, name: string, type: string) => new NodeFile([content], name, { type }) as unknown as File;

function Picker() {
  const [urls, setUrls] = useState<string[]>([]);
  return <PhotoPicker value={urls} onChange={setUrls} />;
}

/** The picker with base/uploadFile answered; `sent` gets each upload's purpose and file name. */
type Sent = { purpose?: string; name?: string };
function pickerScreen(sent: Sent[], answer?: () => ReturnType<typeof failure>) {
  let n = 0;
  server.use(
    mockEndpoint('base', 'uploadFile', (body) => {
      const part = body.file as File | undefined;
      sent.push({ purpose: body.purpose as string | undefined, name: part?.name });
      if (answer) return answer();
      n += 1;
      return { url: `/uploads/2026/11/photo${n}.png`, name: part?.name ?? '', size: 12, mime: 'image/png' };
    }),
  );
  renderScreen(<Picker />, { user: loginResult() });
}

const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });

describe('PhotoPicker', () => {
  it('a text file renamed .pdf is refused before uploading, in words that name images only', async () => {
    const sent: Sent[] = [];
    pickerScreen(sent);
    pick(file('这不是 PDF，只是一段文字', 'fake.pdf', 'application/pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('「fake.pdf」不是图片：仅支持 JPG、PNG、GIF、WEBP 格式的图片');
    expect(alert).not.toHaveTextContent('PDF 文件');
    expect(sent).toEqual([]);
  });

  it('a real PDF is refused too (it was uploaded, then silently dropped)', async () => {
    const sent: Sent[] = [];
    pickerScreen(sent);
    pick(file('%PDF-1.4\n%test\n', 'scan.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('「scan.pdf」不是图片');
    expect(sent).toEqual([]);
    expect(screen.queryAllByTestId('practice-photo')).toHaveLength(0);
  });

  it('brings the refusal into view (low in a scrolling dialog it was below the fold)', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      pickerScreen([]);
      pick(file('%PDF-1.4\n%test\n', 'scan.pdf', 'application/pdf'));
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(scrolled).toContain(alert));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('an image is uploaded as a photo (the server refuses a non-image for it) and shown; a non-image beside it is named', async () => {
    const sent: Sent[] = [];
    pickerScreen(sent);
    pick(file(PNG, '现场.png', 'image/png'), file('文字', 'notes.png', 'image/png'));
    await waitFor(() => expect(screen.getAllByTestId('practice-photo')).toHaveLength(1));
    expect(sent).toEqual([{ purpose: 'photo', name: '现场.png' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('「notes.png」不是图片');
    expect(screen.getByText('照片（1/9）')).toBeInTheDocument();
  });

  it('the server’s refusal is shown in its words', async () => {
    const sent: Sent[] = [];
    pickerScreen(sent, () => failure(10002, '仅支持 JPG、PNG、GIF、WEBP 格式的图片'));
    pick(file(PNG, 'a.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('仅支持 JPG、PNG、GIF、WEBP 格式的图片');
    expect(screen.queryAllByTestId('practice-photo')).toHaveLength(0);
  });
});
