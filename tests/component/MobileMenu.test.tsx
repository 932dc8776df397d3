// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MobileMenu from '../../src/islands/MobileMenu.tsx';
import { flattenNav, mainNav } from '../../src/lib/paths/navigation.ts';

function renderMenu(currentPath = '/about-us') {
  render(<MobileMenu items={mainNav} currentPath={currentPath} />);
  return screen.getByRole('button', { name: 'Menu' });
}

describe('MobileMenu', () => {
  it('starts closed, with a button that controls the menu', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu?.hidden).toBe(true);
  });

  it('opens on click and lists every navigation link, the current page marked', () => {
    const button = renderMenu('/about-us');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu.hidden).toBe(false);
    const links = [...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(flattenNav().map((link) => link.href));
    expect(screen.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('closes when a link is chosen', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Feed Trailers' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and returns focus to the button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Products' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('toggles closed from its own button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says Close while the menu is open, and Menu again once it is closed', () => {
    const button = renderMenu();
    fireEvent.click(button);
    expect(button.textContent).toBe('Close');
    expect(screen.getByRole('button', { name: 'Close' })).toBe(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.textContent).toBe('Menu');
  });
});
