import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Material } from '@contract/topic';
import { TopicApi } from '@/api/topic';
import { ListEmpty, QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { ArticleDialog } from './ArticleDialog';
import { MaterialRow } from './MaterialRow';
import { STATE_PALETTE } from './TopicCardItem';
import { topicTexts as t } from './texts';

/** /index/special-training/xxzl/:stageId: one stage's learning materials with the learner's read state. */
export default function MaterialsPage() {
  const stageId = routeId(useParams().stageId);
  const query = TopicApi.useStageMaterialsQuery({ stageId: stageId ?? 0 }, { skip: stageId === null });
  const [open, setOpen] = useState<Material | null>(null);
  const list = (
    <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
      <RouterLink to={paths.specialTrainings()}>{t.back}</RouterLink>
    </Button>
  );
  return (
    <QueryState
      invalid={stageId === null ? t.stageNotFound : undefined}
      refusal={t.refusal}
      query={query}
      isEmpty={() => false}
      skeletonRows={6}
      errorActions={list}
    >
      {(data) => (
        <PageCard
          title={`${data.stage.title} · ${t.materialsTitle}`}
          actions={
            <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
              <RouterLink to={paths.specialTraining(data.topicId)}>{t.toTopic(data.topicTitle)}</RouterLink>
            </Button>
          }
        >
          <Stack gap="1" mb="3">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={STATE_PALETTE[data.stage.state]}>{t.states[data.stage.state]}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {t.stageDates(data.stage.startDate, data.stage.endDate)}
              </Text>
              {/* with no material the empty state below says so, once */}
              {data.stage.materialCount > 0 ? (
                <Text fontSize="sm" data-testid="stage-read">
                  {t.stageMaterials(data.stage.readCount, data.stage.materialCount)}
                </Text>
              ) : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {data.stage.intro}
            </Text>
          </Stack>
          {data.list.length === 0 ? (
            <ListEmpty text={t.noMaterials} />
          ) : (
            <Stack as="ul" gap="0" m="0" p="0">
              {data.list.map((m) => (
                <MaterialRow key={m.id} material={m} onOpen={setOpen} />
              ))}
            </Stack>
          )}
          <ArticleDialog material={open} onClose={() => setOpen(null)} />
        </PageCard>
      )}
    </QueryState>
  );
}
