// Registers `client:painted`: islands that hydrate once the page has painted its largest element,
// then idle time, or at once when the visitor touches them. The directive's code is
// src/lib/browser/hydrate-after-paint.ts; Astro inlines it into each page that uses it.
import type { AstroIntegration } from 'astro';
import type { PaintedOptions } from '../lib/browser/hydrate-after-paint.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the largest paint and idle time, or on the first touch (src/lib/browser/hydrate-after-paint.ts). */
    'client:painted'?: boolean | PaintedOptions;
  }
}

export function afterPaint(): AstroIntegration {
  return {
    name: 'after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'painted', entrypoint: './src/lib/browser/hydrate-after-paint.ts' });
      },
    },
  };
}
