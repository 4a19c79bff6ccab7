import { startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ChakraScope } from '@/components/ChakraScope';
import PageLoading from './PageLoading';

/**
 * The pathless layout route around every screen except /login: brings Chakra UI's provider. On the
 * first load the provider's global styles (preflight and every token variable) are inserted in a
 * commit of their own, and the screen is rendered from the next frame in a transition: a slow PC
 * gets two shorter tasks instead of one long one.
 */
export default function ChakraLayout() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <ChakraScope>{ready ? <Outlet /> : <PageLoading />}</ChakraScope>;
}

// For the route's loader (chakraLayoutLoader.ts), through this lazy chunk: importing ChakraScope
// from the route table itself would put Chakra in the entry.
export { prepareChakraScope } from '@/components/ChakraScope';
