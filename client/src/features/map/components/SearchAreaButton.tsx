/** Over a map the person moved: search again where the map now is (issue 25). */
export function SearchAreaButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button--primary map-view__search-area" onClick={onClick}>
      Rechercher dans cette zone
    </button>
  );
}
