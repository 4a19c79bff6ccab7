import { fireEvent, screen } from '@testing-library/react';
import type { ApiError } from '@/api/apiError';
import { renderScreen } from '@/test/renderScreen';
import { canRetry, isRefusal, ListError, QueryState } from './ListStates';

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

describe('isRefusal', () => {
  it('is a 10002 or a page-made reason, not a fault or another code', () => {
    expect(isRefusal(api('code', 10002, '专题不存在'))).toBe(true);
    expect(isRefusal({ message: '参数错误' })).toBe(true);
    expect(isRefusal(api('code', 10001, 'token过期，请重新登录'))).toBe(false);
    expect(isRefusal(api('http', 404, '后端接口404异常'))).toBe(false);
    expect(isRefusal(api('network', null, '后端接口连接异常'))).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});

// `refusal`: a refusal is a warning with the reason as its title and the screen's hint beneath;
// anything else stays 加载失败 (with 重试 where it may help). `invalid`: the screen's own refusal.
describe('QueryState with `refusal` and `invalid`', () => {
  const failed = (error: unknown) => ({ error, isLoading: false, isError: true, refetch: jest.fn() });
  const refusal = { hint: '请检查地址是否正确' };
  const back = <a href="/back">返回列表</a>;

  it('a 10002 is a warning with the reason, the hint and the way back, without 加载失败 or 重试', () => {
    renderScreen(
      <QueryState query={failed(api('code', 10002, '专题不存在'))} refusal={refusal} errorActions={back}>
        {() => null}
      </QueryState>,
    );
    const alert = screen.getByTestId('list-refusal');
    expect(alert).toHaveTextContent('专题不存在');
    expect(alert).toHaveTextContent('请检查地址是否正确');
    expect(screen.getByRole('link', { name: '返回列表' })).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('a network failure stays 加载失败 with 重试', () => {
    const query = failed(api('network', null, '后端接口连接异常'));
    renderScreen(
      <QueryState query={query} refusal={refusal}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(screen.queryByTestId('list-refusal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('`invalid` is shown instead of the (skipped) query, as the refusal warning', () => {
    const skipped = { isLoading: false, isError: false, refetch: jest.fn() };
    renderScreen(
      <QueryState query={skipped} invalid="参数错误：地址中的编号无效" refusal={refusal} errorActions={back}>
        {() => <p>内容</p>}
      </QueryState>,
    );
    expect(screen.getByTestId('list-refusal')).toHaveTextContent('参数错误：地址中的编号无效');
    expect(screen.getByRole('link', { name: '返回列表' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.queryByText('内容')).toBeNull();
  });

  it('`invalid` without `refusal` is 加载失败 with the reason and no 重试', () => {
    renderScreen(
      <QueryState query={{ isLoading: true, isError: false, refetch: jest.fn() }} invalid="参数错误">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('参数错误')).toBeInTheDocument();
    expect(screen.queryByTestId('list-loading')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('without `refusal` a 10002 stays 加载失败 as before', () => {
    renderScreen(<QueryState query={failed(api('code', 10002, '专题不存在'))}>{() => null}</QueryState>);
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(screen.queryByTestId('list-refusal')).toBeNull();
  });
});
