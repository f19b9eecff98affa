import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT_PATH, HOW_IT_WORKS_PATH, REGISTER_INFO_PATH } from '../../../../../common/page-addresses';
import { Icon } from '../../../ui/Icon';
import { MENU_ICON } from '../../../ui/icons';

const LINKS = [
  { to: REGISTER_INFO_PATH, label: 'Inscrire son restaurant' },
  { to: HOW_IT_WORKS_PATH, label: 'Fonctionnement du site' },
  { to: CONTACT_PATH, label: 'Contactez-nous' },
];

/**
 * The phone's top-bar menu (issue 15): « Inscrire son restaurant » one tap away, not only in the footer. A disclosure
 * button, closed by a choice, Escape (focus back on the button) or a tap elsewhere; hidden on wider screens, where the
 * bar shows the link itself.
 */
export function HeaderMenu() {
  const [open, setOpen] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!holder.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <div
      className="header-menu"
      ref={holder}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button type="button" ref={button} className="header-menu__button" aria-label="Menu du site" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Icon path={MENU_ICON} size={22} />
      </button>
      <nav id={panelId} className="header-menu__panel" aria-label="Menu du site" hidden={!open}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
