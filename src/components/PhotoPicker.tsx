import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { BaseApi } from '@/api/base';
import { errorMessage } from '@/api/errors';
import { useUploadProgress } from '@/api/uploadProgress';
import { isImageFile } from '@/lib/imageFile';
import { shrinkPhoto } from '@/lib/shrinkPhoto';

// Photos attached to what a learner writes (a practice record, a board post): each picked image
// is uploaded at once through base/uploadFile (with its progress) and kept by URL; the server
// accepts only the learner's own uploads. A file that is not an image (by its first bytes: a PDF,
// a text file renamed .pdf or .png) is refused before it is sent, and the upload's purpose 'photo'
// makes the server refuse one too, both in words that name images only. A large photo is shrunk
// first (lib/shrinkPhoto.ts), as an avatar is.

export const photoPickerTexts = {
  count: (label: string, n: number, max: number) => `${label}（${n}/${max}）`,
  add: (label: string) => `添加${label}`,
  remove: '移除',
  uploading: '正在上传',
  hint: (max: number) => `支持 JPG、PNG、GIF、WEBP 图片，最多 ${max} 张`,
  notImage: (name: string) => `「${name}」不是图片：仅支持 JPG、PNG、GIF、WEBP 格式的图片`,
} as const;

let uploads = 0;

export interface PhotoPickerProps {
  value: string[];
  onChange: (urls: string[]) => void;
  disabled?: boolean;
  /** how many at most (9) */
  max?: number;
  /** what the photos are called: 照片, 图片 */
  label?: string;
}

export function PhotoPicker({ value, onChange, disabled, max = 9, label = '照片' }: PhotoPickerProps) {
  const t = photoPickerTexts;
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = BaseApi.useUploadFileMutation();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const progress = useUploadProgress(uploadId);
  // the picker sits low in a scrolling dialog (实践记录): a refusal below its button was out of view
  const problemLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) problemLine.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []).slice(0, max - value.length);
    e.target.value = '';
    setProblem('');
    let urls = value;
    for (const file of files) {
      if (!(await isImageFile(file))) {
        setProblem(t.notImage(file.name));
        continue;
      }
      const id = `photo-${Date.now()}-${(uploads += 1)}`;
      setUploadId(id);
      try {
        const res = await upload({ file: await shrinkPhoto(file), purpose: 'photo', uploadId: id }).unwrap();
        urls = [...urls, res.url];
        onChange(urls);
      } catch (error) {
        setProblem(errorMessage(error));
      } finally {
        setUploadId(null);
      }
    }
  };

  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        {t.count(label, value.length, max)}
      </Text>
      <HStack gap="2" wrap="wrap">
        {value.map((url) => (
          <Box
            key={url}
            position="relative"
            w="96px"
            h="72px"
            borderRadius="md"
            overflow="hidden"
            borderWidth="1px"
            data-testid="practice-photo"
          >
            <Image src={url} alt="" w="full" h="full" objectFit="cover" />
            {disabled ? null : (
              <Button
                size="2xs"
                position="absolute"
                top="1"
                right="1"
                variant="solid"
                colorPalette="gray"
                onClick={() => onChange(value.filter((u) => u !== url))}
              >
                {t.remove}
              </Button>
            )}
          </Box>
        ))}
        {disabled || value.length >= max ? null : (
          <>
            <input ref={input} type="file" accept="image/*" multiple hidden onChange={(e) => void onPick(e)} data-testid="photo-input" />
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={isLoading} loadingText={t.uploading}>
              {t.add(label)}
            </Button>
          </>
        )}
      </HStack>
      {isLoading ? (
        <Progress.Root value={progress ?? 0} size="sm" colorPalette="brand" maxW="320px" aria-label={t.uploading}>
          <HStack>
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText fontSize="xs">{progress ?? 0}%</Progress.ValueText>
          </HStack>
        </Progress.Root>
      ) : null}
      {problem ? (
        <Text ref={problemLine} fontSize="sm" color="brand.600" role="alert">
          {problem}
        </Text>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {t.hint(max)}
        </Text>
      )}
    </Stack>
  );
}
