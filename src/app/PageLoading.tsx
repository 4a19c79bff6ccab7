import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the first screen's chunk loads. */
export default function PageLoading() {
  return (
    <Center minH="60vh" aria-busy="true">
      <Spinner color="brand.solid" size="lg" />
    </Center>
  );
}
