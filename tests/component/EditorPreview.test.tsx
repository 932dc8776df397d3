// @vitest-environment jsdom
// The editor's preview pane (src/admin/preview.ts), rendered as Decap renders it: a page's
// sections as the page draws them, with a heading only where the section has one.
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, expect, it } from 'vitest';

type Template = (props: unknown) => ReturnType<typeof createElement>;
const templates = new Map<string, Template>();

beforeAll(async () => {
  Object.assign(window, {
    h: createElement,
    CMS: { registerPreviewStyle: () => {}, registerPreviewTemplate: (name: string, template: Template) => templates.set(name, template) },
  });
  await import('../../src/admin/preview');
});

/** An entry as Decap hands it to a preview template: data read by path, the body as a widget. */
const entry = (data: Record<string, unknown>) => ({
  entry: { getIn: ([, ...path]: string[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data) },
  widgetFor: () => null,
  getAsset: () => undefined,
});

it('draws a page\u2019s facts table under its section\u2019s heading, with no empty heading of its own', () => {
  const page = templates.get('pages')!;
  render(
    page(
      entry({
        title: 'Feed Trailers',
        sections: [{ type: 'facts', heading: 'Specifications', facts: [{ label: 'Width', value: '1.58 m' }] }],
      }),
    ),
  );
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Specifications']);
  expect(screen.getByText('Width').tagName).toBe('TH');
  expect(screen.getByText('1.58 m').tagName).toBe('TD');
});
