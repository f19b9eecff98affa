import { useId, useState } from 'react';

interface CodeBlockProps {
  /** Names the block for screen readers (« Exemple curl »). */
  label: string;
  code: string;
}

/** A block of code that scrolls sideways on a phone, with a button copying it. */
export function CodeBlock({ label, code }: CodeBlockProps) {
  const [copied, setCopied] = useState<'oui' | 'non' | null>(null);
  const id = useId();
  const copy = () => {
    if (!navigator.clipboard) return setCopied('non');
    navigator.clipboard.writeText(code).then(() => setCopied('oui'), () => setCopied('non'));
  };
  return (
    <figure className="dev-code">
      <figcaption className="dev-code__bar">
        <span id={id}>{label}</span>
        <button type="button" className="dev-code__copy" onClick={copy} aria-describedby={id}>
          Copier
        </button>
        <span className="dev-code__status" role="status">
          {copied === 'oui' ? 'Copié' : copied === 'non' ? 'Copie impossible : sélectionnez le texte' : ''}
        </span>
      </figcaption>
      {/* Focusable so that a keyboard can scroll it (axe: scrollable-region-focusable). */}
      <pre className="dev-code__pre" tabIndex={0} aria-labelledby={id}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
