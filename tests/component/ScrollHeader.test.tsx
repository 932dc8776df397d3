// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ScrollHeader from '../../src/islands/ScrollHeader.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

// requestAnimationFrame batches scroll events; wait one frame.
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('ScrollHeader', () => {
  it('renders its children inside the banner', () => {
    render(
      <ScrollHeader>
        <a href="/">Home</a>
      </ScrollHeader>,
    );
    expect(screen.getByRole('banner').contains(screen.getByRole('link', { name: 'Home' }))).toBe(true);
  });

  it('turns compact past 50 px and back at the top', async () => {
    scrollTo(0);
    render(<ScrollHeader />);
    const header = screen.getByRole('banner');
    expect(header.dataset.compact).toBe('false');

    scrollTo(50);
    await nextFrame();
    expect(header.dataset.compact).toBe('false');

    scrollTo(51);
    await nextFrame();
    expect(header.dataset.compact).toBe('true');

    scrollTo(0);
    await nextFrame();
    expect(header.dataset.compact).toBe('false');
  });

  it('starts compact when the page loads already scrolled', () => {
    scrollTo(400);
    render(<ScrollHeader />);
    expect(screen.getByRole('banner').dataset.compact).toBe('true');
    scrollTo(0);
  });
});
