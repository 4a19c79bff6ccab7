import { useEffect } from 'react';

/** The class on <html> that report.css's print rules hang on. */
export const PRINT_CLASS = 'report-print';

/**
 * While the report is on screen, <html> carries PRINT_CLASS, so printing leaves out the site
 * header, menu and footer; other screens print as before although the style sheet stays loaded.
 */
export function usePrintMode(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(PRINT_CLASS);
    return () => root.classList.remove(PRINT_CLASS);
  }, []);
}
