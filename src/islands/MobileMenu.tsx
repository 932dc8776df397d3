import { useEffect, useRef, useState } from 'react';
import { isCurrentPage, isNavGroup, type NavItem, type NavLink } from '../lib/paths/navigation.ts';
import './MobileMenu.css';

interface Props {
  items: NavItem[];
  currentPath: string;
}

const MENU_ID = 'mobile-menu';

/** The phone-width menu: a real button that shows a scrollable list of every navigation link. */
export default function MobileMenu({ items, currentPath }: Props) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Choosing a link closes the menu; the browser then follows the link.
  const renderLink = ({ label, href }: NavLink) => (
    <li key={href}>
      <a href={href} aria-current={isCurrentPage(href, currentPath) ? 'page' : undefined} onClick={() => setOpen(false)}>
        {label}
      </a>
    </li>
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="menu-button-icon" aria-hidden="true" />
        {/* Says what a tap does now: open the menu, or close it. */}
        {open ? 'Close' : 'Menu'}
      </button>
      <nav id={MENU_ID} className="mobile-menu" aria-label="Mobile" hidden={!open}>
        <ul>
          {items.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label}>
                <span className="mobile-menu-group">{item.label}</span>
                <ul>{item.children.map(renderLink)}</ul>
              </li>
            ) : (
              renderLink(item)
            ),
          )}
        </ul>
      </nav>
    </>
  );
}
