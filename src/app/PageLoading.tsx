/** Shown while the first screen's chunk loads (plain markup: the entry carries no Chakra UI). */
export default function PageLoading() {
  return (
    <div className="app-loading" aria-busy="true">
      <span className="app-loading__spinner" />
    </div>
  );
}
