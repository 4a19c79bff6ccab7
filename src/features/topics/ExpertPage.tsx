import { Badge, Box, Button, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TopicApi } from '@/api/topic';
import { ListEmpty, QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { SectionPanel } from '@/components/SectionPanel';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { topicTexts as t } from './texts';

/** /index/special-training/:id/expert-detail/:expertId: the expert's portrait, title, introduction and lessons. */
export default function ExpertPage() {
  const params = useParams();
  const topicId = routeId(params.id);
  const expertId = routeId(params.expertId);
  const query = TopicApi.useExpertDetailQuery(
    { topicId: topicId ?? 0, expertId: expertId ?? 0 },
    { skip: topicId === null || expertId === null },
  );
  const back = (
    <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
      <RouterLink to={topicId === null ? paths.specialTrainings() : paths.specialTraining(topicId)}>
        {topicId === null ? t.back : t.backToTopic}
      </RouterLink>
    </Button>
  );
  // as the server: the topic is checked first
  const invalid = topicId === null ? t.topicNotFound : expertId === null ? t.expertNotFound : undefined;
  return (
    <QueryState invalid={invalid} refusal={t.refusal} query={query} isEmpty={() => false} skeletonRows={6} errorActions={back}>
      {(e) => (
        <Stack gap="4">
          <PageCard title={e.name} actions={back}>
            {/* on a phone the portrait sits above the introduction: beside it, the text had 112 px */}
            <Stack direction={{ base: 'column', md: 'row' }} align="flex-start" gap={{ base: '4', md: '6' }}>
              <Image
                src={e.photoUrl}
                alt={`${e.name}头像`}
                w="160px"
                h="200px"
                objectFit="cover"
                borderRadius="md"
                bg="gray.100"
                flexShrink={0}
              />
              <Stack gap="2" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="brand">{e.title}</Badge>
                  <Text color="fg.muted">{e.unit}</Text>
                </HStack>
                <Text fontWeight="medium">{e.summary}</Text>
                <Text whiteSpace="pre-wrap" lineHeight="1.9" data-testid="expert-intro">
                  {e.intro}
                </Text>
              </Stack>
            </Stack>
          </PageCard>
          <SectionPanel title={t.expertLessons}>
            {e.lessons.length === 0 ? (
              <ListEmpty text={t.noExpertLessons} />
            ) : (
              <SimpleGrid as="ul" columns={{ base: 1, md: 4 }} gap="3" m="0" p="0">
                {e.lessons.map((l) => (
                  <Box as="li" key={l.id} listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden">
                    <RouterLink to={paths.lesson(l.tagId, l.id)} aria-label={l.title}>
                      <Image src={l.coverUrl} alt="" aspectRatio={16 / 9} w="full" objectFit="cover" bg="gray.100" />
                      <Text p="2.5" fontWeight="medium" truncate title={l.title}>
                        {l.title}
                      </Text>
                    </RouterLink>
                  </Box>
                ))}
              </SimpleGrid>
            )}
          </SectionPanel>
        </Stack>
      )}
    </QueryState>
  );
}
