import { Box, Heading, Image, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import type { HandedIn } from '@contract/review';
import { previewKind } from '@/components/DocumentPreview';
import { itemTexts as t } from '../texts';

/** A handed-in file: an image inline (it opens full size in a new tab), anything else as a link to a new tab. */
function HandedInFile({ file }: { file: HandedIn['files'][number] }) {
  const label = t.openFile(file.name);
  if (previewKind(file.name) === 'image') {
    return (
      <a href={file.url} target="_blank" rel="noopener" aria-label={label}>
        <Image
          src={file.url}
          alt={file.name}
          maxH="240px"
          maxW="full"
          borderWidth="1px"
          borderRadius="md"
          objectFit="contain"
          bg="gray.50"
        />
      </a>
    );
  }
  return (
    <Link
      href={file.url}
      target="_blank"
      rel="noopener"
      aria-label={label}
      color="brand.700"
      textDecoration="underline"
      css={{ overflowWrap: 'anywhere' }}
    >
      {file.name}
    </Link>
  );
}

/** Everything the learner handed in, section by section: the text with its line breaks, then the files. */
export function HandedInList({ sections }: { sections: HandedIn[] }) {
  if (sections.length === 0) return <Text color="fg.muted">{t.nothingHandedIn}</Text>;
  return (
    <Stack gap="4">
      {sections.map((s, i) => (
        <Box key={`${s.label}-${i}`} data-testid="handed-in">
          <Heading as="h3" size="sm" mb="1.5" color="fg.muted">
            {s.label}
          </Heading>
          {s.text ? (
            <Text whiteSpace="pre-wrap" css={{ overflowWrap: 'anywhere' }} lineHeight="tall">
              {s.text}
            </Text>
          ) : s.files.length === 0 ? (
            <Text color="fg.subtle">{t.noText}</Text>
          ) : null}
          {s.files.length > 0 ? (
            <Wrap gap="3" mt="2" align="flex-start">
              {s.files.map((f) => (
                <HandedInFile key={f.url} file={f} />
              ))}
            </Wrap>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
