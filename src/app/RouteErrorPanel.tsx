import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorPanel as t } from './texts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return t.unknown;
}

/**
 * Shown in place of a route that failed to load or render (e.g. its style sheet did not load).
 * Plain markup styled by base.css: it must work when the Chakra UI chunk itself failed to load.
 * The error's own text (English, e.g. "Loading chunk 3657 failed. (…/3657.915b442f.js)") is not
 * for the learner: it stays folded under 详细信息 for whoever helps them.
 */
export default function RouteErrorPanel() {
  const error = useRouteError();
  return (
    <div role="alert" className="app-error">
      <h2 className="app-error__title">{t.title}</h2>
      <p className="app-error__hint">{t.hint}</p>
      <details className="app-error__more">
        <summary>{t.details}</summary>
        <p className="app-error__detail">{describe(error)}</p>
      </details>
      <button type="button" className="app-error__button" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
    </div>
  );
}
