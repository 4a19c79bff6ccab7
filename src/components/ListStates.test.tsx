import { fireEvent, screen } from '@testing-library/react';
import type { ApiError } from '@/api/apiError';
import { renderScreen } from '@/test/renderScreen';
import { canRetry, ListError, QueryState } from './ListStates';

// 重试 is offered only where asking again may help: a network failure, a timeout, an answer that
// could not be read, a server fault (HTTP 5xx); not a refusal (10002) or a page's own "not found".

const api = (kind: ApiError['kind'], code: number | null, message: string): ApiError => ({ kind, code, message });

describe('canRetry', () => {
  it('is true for failures a second try may fix', () => {
    expect(canRetry(api('network', null, '后端接口连接异常'))).toBe(true);
    expect(canRetry(api('timeout', null, '后端接口请求超时'))).toBe(true);
    expect(canRetry(api('unknown', null, '后端接口未知异常'))).toBe(true);
    expect(canRetry(api('http', 500, '后端接口500异常'))).toBe(true);
    expect(canRetry(api('http', 503, '后端接口503异常'))).toBe(true);
  });
  it('is false for a refusal, an HTTP 4xx or a page-made error', () => {
    expect(canRetry(api('code', 10002, '新闻不存在或已删除'))).toBe(false);
    expect(canRetry(api('http', 404, '后端接口404异常'))).toBe(false);
    expect(canRetry(api('http', 403, ''))).toBe(false);
    expect(canRetry({ message: '文章不存在或已删除' })).toBe(false);
  });
});

describe('ListError', () => {
  it('a refusal shows its reason and the way on, without 重试', () => {
    renderScreen(<ListError error={api('code', 10002, '公告不存在或已删除')} onRetry={jest.fn()} actions={<a href="/back">返回列表</a>} />);
    expect(screen.getByText('公告不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('a network failure keeps 重试, which asks again', () => {
    const onRetry = jest.fn();
    renderScreen(<ListError error={api('network', null, '后端接口连接异常')} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('`retry` overrides the guess', () => {
    renderScreen(<ListError error={{ message: '步骤不存在' }} onRetry={jest.fn()} retry />);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('QueryState', () => {
  const query = (error: unknown) => ({ error, isLoading: false, isError: true, refetch: jest.fn() });
  it('offers 重试 for an HTTP 500 but not for a 10002 refusal', () => {
    const { unmount } = renderScreen(<QueryState query={query(api('http', 502, '后端接口502异常'))}>{() => null}</QueryState>);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    unmount();
    renderScreen(<QueryState query={query(api('code', 10002, '页码不正确'))}>{() => null}</QueryState>);
    expect(screen.getByText('页码不正确')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
