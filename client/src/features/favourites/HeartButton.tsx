interface HeartButtonProps {
  name: string;
  isFav: boolean;
  className?: string;
  locked?: boolean;
  onClick: () => void;
}

/** The heart itself: pressed when the restaurant is a favourite. */
export function HeartButton({ name, isFav, className, locked, onClick }: HeartButtonProps) {
  return (
    <button
      type="button"
      className={`favourite${isFav ? ' favourite--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={isFav}
      aria-label={`${name} dans mes favoris`}
      title={isFav ? 'Retirer des favoris' : 'Ajouter aux favoris'}
      aria-disabled={locked || undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.3s-7.2-4.4-9.1-8.9C1.6 8.2 3.6 4.6 7.1 4.6c2 0 3.5 1 4.9 2.8 1.4-1.8 2.9-2.8 4.9-2.8 3.5 0 5.5 3.6 4.2 6.8-1.9 4.5-9.1 8.9-9.1 8.9Z"
          fill={isFav ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
