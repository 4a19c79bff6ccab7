import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { MAX_PRACTICE_IMAGES } from '@contract/work';
import { BaseApi } from '@/api/base';
import { errorMessage } from '@/api/errors';
import { useUploadProgress } from '@/api/uploadProgress';
import { homeworkTexts as t } from './texts';

let uploads = 0;

/** A practice record's photos: each picked image is uploaded at once (with its progress) and kept by URL. */
export function PhotoPicker({ value, onChange, disabled }: { value: string[]; onChange: (urls: string[]) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = BaseApi.useUploadFileMutation();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const progress = useUploadProgress(uploadId);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []).slice(0, MAX_PRACTICE_IMAGES - value.length);
    e.target.value = '';
    setProblem('');
    let urls = value;
    for (const file of files) {
      const id = `practice-${Date.now()}-${(uploads += 1)}`;
      setUploadId(id);
      try {
        const res = await upload({ file, purpose: 'attachment', uploadId: id }).unwrap();
        if (!res.mime.startsWith('image/')) {
          setProblem(t.photoHint);
          continue;
        }
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
      <Text fontSize="sm" fontWeight="medium">{t.photos(value.length, MAX_PRACTICE_IMAGES)}</Text>
      <HStack gap="2" wrap="wrap">
        {value.map((url) => (
          <Box key={url} position="relative" w="96px" h="72px" borderRadius="md" overflow="hidden" borderWidth="1px" data-testid="practice-photo">
            <Image src={url} alt="" w="full" h="full" objectFit="cover" />
            {disabled ? null : (
              <Button size="2xs" position="absolute" top="1" right="1" variant="solid" colorPalette="gray" onClick={() => onChange(value.filter((u) => u !== url))}>
                {t.removePhoto}
              </Button>
            )}
          </Box>
        ))}
        {disabled || value.length >= MAX_PRACTICE_IMAGES ? null : (
          <>
            <input ref={input} type="file" accept="image/*" multiple hidden onChange={(e) => void onPick(e)} data-testid="photo-input" />
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={isLoading} loadingText={t.uploading}>{t.addPhoto}</Button>
          </>
        )}
      </HStack>
      {isLoading ? (
        <Progress.Root value={progress ?? 0} size="sm" colorPalette="brand" maxW="320px" aria-label={t.uploading}>
          <HStack>
            <Progress.Track flex="1"><Progress.Range /></Progress.Track>
            <Progress.ValueText fontSize="xs">{progress ?? 0}%</Progress.ValueText>
          </HStack>
        </Progress.Root>
      ) : null}
      {problem ? <Text fontSize="sm" color="brand.600" role="alert">{problem}</Text> : <Text fontSize="xs" color="fg.muted">{t.photoHint}</Text>}
    </Stack>
  );
}
