import { useEffect, useState, type ReactNode } from 'react';
import { isHeaderCompact } from '../lib/browser/scroll-header.ts';

interface Props {
  children?: ReactNode;
}

/** The fixed site header; turns compact with a shadow once the page is scrolled past the threshold. */
export default function ScrollHeader({ children }: Props) {
  const [compact, setCompact] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCompact(isHeaderCompact(window.scrollY));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update(); // a reload can restore a scrolled position
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <header className="site-header" data-compact={compact ? 'true' : 'false'}>
      {children}
    </header>
  );
}
