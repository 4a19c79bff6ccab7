import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Material } from '@contract/topic';
import { PHONE_SHEET } from '@/components/DialogFrame';
import { errorMessage } from '@/api/errors';
import { TopicApi } from '@/api/topic';
import { DocumentPreview, previewKind, type PreviewFile } from '@/components/DocumentPreview';
import { formatDate } from '@/lib/date';
import { topicTexts as t } from './texts';

/**
 * Opening a material: the server records it as read and answers its text (an article, shown as
 * text, paragraphs kept) or its file: a PDF or an image is shown in the page (download beside
 * it), any other file is downloaded at once and the dialog closes.
 */
export function useOpenMaterial() {
  const [open, state] = TopicApi.useMaterialDetailMutation();
  const download = useRef<HTMLAnchorElement | null>(null);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const openMaterial = async (m: Material) => {
    const detail = await open({ materialId: m.id })
      .unwrap()
      .catch(() => null);
    if (detail && detail.kind === 'file' && previewKind(detail.fileName)) {
      setPreview({ url: detail.fileUrl, name: detail.fileName });
    } else if (detail && detail.kind === 'file' && download.current) {
      download.current.href = detail.fileUrl;
      download.current.download = detail.fileName;
      download.current.click();
    }
    return detail;
  };
  return { openMaterial, state, download, preview, setPreview };
}

export function ArticleDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const { openMaterial, state, download, preview, setPreview } = useOpenMaterial();
  const opened = state.data && material && state.data.id === material.id ? state.data : null;
  useEffect(() => {
    if (material)
      void openMaterial(material).then((d) => {
        if (d?.kind === 'file' && !previewKind(d.fileName)) onClose();
      });
    // once per material opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [material?.id]);
  const article = material?.kind === 'article';
  return (
    <>
      {/* the download goes through a link of ours so the browser keeps the file's Chinese name */}
      <a ref={download} hidden aria-hidden="true" />
      <DocumentPreview
        file={preview}
        onClose={() => {
          setPreview(null);
          onClose();
        }}
      />
      <Dialog.Root open={material !== null && article} onOpenChange={(d) => !d.open && onClose()} size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            {/* a full-screen sheet on a phone, as every dialog of the app (DialogFrame's) */}
            <Dialog.Content css={PHONE_SHEET} data-testid="article-dialog">
              <Dialog.Header>
                <Dialog.Title>{material?.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {state.isError ? (
                  <Text color="brand.600">{errorMessage(state.error)}</Text>
                ) : !opened ? (
                  <Spinner size="sm" />
                ) : (
                  <Stack gap="3" data-testid="article-body">
                    <Text fontSize="sm" color="fg.muted">
                      {t.source(opened.source)} · {t.published(formatDate(opened.publishedAt, 'YYYY-MM-DD'))}
                    </Text>
                    {opened.body.split(/\n{2,}/).map((para, i) => (
                      <Text key={i} whiteSpace="pre-wrap" lineHeight="1.9" textIndent="2em">
                        {para}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t.close}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
