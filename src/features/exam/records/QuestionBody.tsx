import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { TYPE_LABEL } from './texts';

export interface ShownQuestion {
  type: keyof typeof TYPE_LABEL;
  stem: string;
  options: { key: string; text: string }[];
}

/** Options marked by what the learner picked and, once known, which are right. */
export interface OptionMarks {
  picked: Set<string>;
  right?: Set<string>;
}

function optionColors(key: string, marks: OptionMarks) {
  const right = marks.right?.has(key);
  const picked = marks.picked.has(key);
  if (right) return { borderColor: 'green.500', bg: 'green.50' };
  if (picked && marks.right) return { borderColor: 'brand.500', bg: 'brand.50' };
  if (picked) return { borderColor: 'blue.400', bg: 'blue.50' };
  return { borderColor: 'border', bg: 'white' };
}

/** A question's number, type and stem, and its options (read-only) marked by `marks`. */
export function QuestionBody({ no, question, marks }: { no?: string; question: ShownQuestion; marks: OptionMarks }) {
  return (
    <Stack gap="3">
      <HStack gap="2" align="flex-start">
        {no ? (
          <Text fontWeight="bold" flexShrink={0}>
            {no}
          </Text>
        ) : null}
        <Badge colorPalette="gray" flexShrink={0} mt="0.5">
          {TYPE_LABEL[question.type]}
        </Badge>
        <Text whiteSpace="pre-line">{question.stem}</Text>
      </HStack>
      {question.options.length ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {question.options.map((option) => (
            <Box as="li" key={option.key} borderWidth="1px" borderRadius="md" px="3" py="2" {...optionColors(option.key, marks)}>
              <Text>
                <Text as="span" fontWeight="semibold" mr="2">
                  {option.key}.
                </Text>
                {option.text}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
