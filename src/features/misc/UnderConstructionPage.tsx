import { useMatches } from 'react-router-dom';

export default function UnderConstructionPage() {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const title = (last?.handle as { title?: string } | undefined)?.title ?? '';
  return (
    <div>
      <h2>{title}</h2>
      <p>该功能正在建设中，敬请期待</p>
    </div>
  );
}
