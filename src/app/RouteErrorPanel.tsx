import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return '未知错误';
}

/**
 * Shown in place of a route that failed to load or render (e.g. its style sheet did not load).
 * Plain markup styled by base.css: it must work when the Chakra UI chunk itself failed to load.
 */
export default function RouteErrorPanel() {
  const error = useRouteError();
  return (
    <div role="alert" className="app-error">
      <h2 className="app-error__title">页面加载失败</h2>
      <p className="app-error__hint">网络不稳定或页面已更新，请重新加载后再试。</p>
      <p className="app-error__detail">{describe(error)}</p>
      <button type="button" className="app-error__button" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}
