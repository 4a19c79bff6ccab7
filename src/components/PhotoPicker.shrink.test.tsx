import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { PhotoPicker } from './PhotoPicker';

// jsdom draws no images: the shrinking itself is lib/shrinkPhoto.ts's (its fitting tested there);
// here, that the picker sends what it makes of the picked photo, not the photo itself.
jest.mock('@/lib/shrinkPhoto', () => ({
  shrinkPhoto: async (f: File) =>
    new (jest.requireActual('node:buffer').File)([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], `${f.name}.small.jpg`, { type: 'image/jpeg' }),
}));

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

function Picker() {
  const [urls, setUrls] = useState<string[]>([]);
  return <PhotoPicker value={urls} onChange={setUrls} />;
}

it('a picked photo is sent as the picker shrank it', async () => {
  const sent: string[] = [];
  server.use(
    mockEndpoint('base', 'uploadFile', (body) => {
      sent.push((body.file as File).name);
      return { url: '/uploads/2026/11/photo1.jpg', name: 'x', size: 4, mime: 'image/jpeg' };
    }),
  );
  renderScreen(<Picker />, { user: loginResult() });
  fireEvent.change(screen.getByTestId('photo-input'), {
    target: { files: [new NodeFile([JPEG], '支部活动.jpg', { type: 'image/jpeg' }) as unknown as File] },
  });
  await waitFor(() => expect(screen.getAllByTestId('practice-photo')).toHaveLength(1));
  expect(sent).toEqual(['支部活动.jpg.small.jpg']);
});
