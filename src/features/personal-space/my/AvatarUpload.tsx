import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { BaseApi } from '@/api/base';
import { useUploadProgress } from '@/api/uploadProgress';
import { FormError } from '@/components/FormError';
import { checkAvatarFile } from './avatarCheck';
import { toAvatarFile } from './avatarImage';
import { myTexts as t } from './texts';

let uploads = 0;

/**
 * Choose an image, check it, crop it to a square of at most 256 px (the server refuses anything
 * else), upload it with a progress bar; hands the stored URL to onChange.
 */
export function AvatarUpload({ url, name, onChange }: { url: string; name: string; onChange: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState('');
  const [problem, setProblem] = useState('');
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [upload, { isLoading, error, reset }] = BaseApi.useUploadFileMutation();
  const progress = useUploadProgress(uploadId);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = checkAvatarFile(file);
    setProblem(bad ?? '');
    if (bad) return;
    reset();
    let square: File;
    try {
      square = await toAvatarFile(file);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
      return;
    }
    setPreview(URL.createObjectURL(square));
    const id = `avatar-${Date.now()}-${(uploads += 1)}`;
    setUploadId(id);
    try {
      const result = await upload({ file: square, purpose: 'avatar', uploadId: id }).unwrap();
      onChange(result.url);
    } catch {
      setPreview('');
    } finally {
      setUploadId(null);
    }
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {t.avatar}
      </Text>
      <HStack gap="4" align="center">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={name} />
          {preview || url ? <Avatar.Image src={preview || url} alt={t.avatar} /> : null}
        </Avatar.Root>
        <Stack gap="1">
          <input ref={input} type="file" accept="image/*" hidden onChange={(e) => void onPick(e)} data-testid="avatar-input" />
          <Button
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            variant="outline"
            onClick={() => input.current?.click()}
            loading={isLoading}
            loadingText={t.uploading}
          >
            {t.chooseAvatar}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t.avatarHint}
          </Text>
        </Stack>
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
        <Text color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      <FormError error={error} />
    </Stack>
  );
}
