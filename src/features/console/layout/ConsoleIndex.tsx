import { Navigate } from 'react-router-dom';
import { sectionPath, sectionsFor } from '../access';
import { useConsole } from './consoleContext';

/** /admin: the first section the organiser's grants open (the review queue for a reviewer). */
export default function ConsoleIndex() {
  const { grants } = useConsole();
  const first = sectionsFor(grants)[0] ?? 'review';
  return <Navigate to={sectionPath(first)} replace />;
}
