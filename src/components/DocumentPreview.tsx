import { Box, Button, CloseButton, Dialog, HStack, Image, Link, Portal, Text } from '@chakra-ui/react';

// A document opened in the page: a PDF in the browser's own viewer, an image as it is, with
// download and 在新窗口打开 beside it. The address may be a signed one that works for minutes
// (a personal file): the caller hands the one it just fetched.

export const documentPreviewTexts = {
  download: '下载',
  newWindow: '在新窗口打开',
  close: '关闭',
  preview: '预览',
  phoneHint: '手机浏览器若不能在此显示 PDF，请点“在新窗口打开”或“下载”。',
} as const;

export interface PreviewFile {
  url: string;
  name: string;
}

export type PreviewKind = 'pdf' | 'image';

/** What the browser can show of a file, by its name (the server has checked its content). */
export function previewKind(name: string): PreviewKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (ext && ['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'image';
  return null;
}

export function DocumentPreview({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  const t = documentPreviewTexts;
  const kind = file ? previewKind(file.name) : null;
  return (
    <Dialog.Root open={file !== null} onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'cover' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="document-preview">
            <Dialog.Header pe="12" gap="3" flexWrap="wrap" alignItems="center">
              <Dialog.Title flex="1" minW="0" fontSize="md" css={{ wordBreak: 'break-word', overflowWrap: 'anywhere' }}>
                {file?.name}
              </Dialog.Title>
              {file ? (
                <HStack gap="2" flexShrink={0}>
                  <Button asChild size="sm" variant="outline" colorPalette="brand">
                    <a href={file.url} target="_blank" rel="noopener">
                      {t.newWindow}
                    </a>
                  </Button>
                  <Button asChild size="sm" colorPalette="brand">
                    <a href={file.url} download={file.name} data-testid="document-download">
                      {t.download}
                    </a>
                  </Button>
                </HStack>
              ) : null}
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="2" pb="4">
              {file && kind === 'pdf' ? (
                <>
                  <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
                    {t.phoneHint}
                  </Text>
                  {/* as tall as the window leaves room for: the dialog never needs scrolling around the viewer */}
                  <Box
                    as="iframe"
                    h={{ base: '65vh', md: 'calc(100vh - 11rem)' }}
                    w="full"
                    borderWidth="1px"
                    borderRadius="md"
                    {...{ src: file.url, title: file.name }}
                    data-testid="document-frame"
                  />
                </>
              ) : null}
              {file && kind === 'image' ? (
                <Image src={file.url} alt={file.name} maxH="75vh" maxW="full" objectFit="contain" mx="auto" />
              ) : null}
              {file && kind === null ? (
                <Link href={file.url} download={file.name}>
                  {t.download}
                </Link>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
