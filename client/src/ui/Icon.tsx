/** Decorative inline icon (hidden from assistive technologies: the control around it carries the label); `path` from ui/icons.ts. */
export function Icon({ path, size = 20, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
