import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return '未知错误';
}

/** Shown in place of a route that failed to load or render (e.g. its style sheet did not load). */
export default function RouteErrorPanel() {
  const error = useRouteError();
  return (
    <Box role="alert" maxW="560px" mx="auto" my="16" p="8" borderWidth="1px" borderRadius="md" bg="white" textAlign="center">
      <Heading size="md" mb="3">
        页面加载失败
      </Heading>
      <Text color="gray.600" mb="2">
        网络不稳定或页面已更新，请重新加载后再试。
      </Text>
      <Text fontSize="sm" color="gray.500" mb="6" wordBreak="break-all">
        {describe(error)}
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </Box>
  );
}
