import { layoutTexts as t } from './texts';

/**
 * 跳到主要内容: the first stop of the Tab key, hidden until focused, so keyboard and screen
 * reader users pass the header and menu in one step.
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      className="skip-link no-print"
      onClick={(e) => {
        // The router owns the URL: move the focus without touching the hash.
        e.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t.skipToMain}
    </a>
  );
}
