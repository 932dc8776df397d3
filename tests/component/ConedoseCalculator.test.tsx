// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import ConedoseCalculator, { type ShareCopy } from '../../src/islands/ConedoseCalculator.tsx';
import {
  DEFAULT_RECIPE,
  calculate,
  format2,
  formatAmount,
  fromQuery,
  herdDays,
  ratioFix,
  type Recipe,
} from '../../src/lib/calculator/conedose.ts';

// The calculator keeps each number with its unit by non-breaking spaces; its text is read here
// with plain spaces, to compare with the messages src/lib/calculator/conedose.ts composes.
const CAPACITY_1000 = '*The maximum weight of mix that can be mixed in the Conedose system is 1000kg';
const CAPACITY_2000 = '*The maximum weight of mix that can be mixed in the Conedose system is 2000kg';

const result = (key: string): string | null =>
  document.querySelector(`[data-result="${key}"]`)?.textContent?.replaceAll('\u00a0', ' ') ?? null;
const warning = (key: string): Element | null => document.querySelector(`[data-warning="${key}"]`);
const input = (namePrefix: string): HTMLInputElement => screen.getByRole('textbox', { name: new RegExp(`^${namePrefix}`) });
const type = (namePrefix: string, text: string) => fireEvent.change(input(namePrefix), { target: { value: text } });
const hintOf = (field: HTMLElement): string => {
  const ids = field.getAttribute('aria-describedby');
  expect(ids).toBeTruthy();
  return (ids ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent?.replaceAll('\u00a0', ' ') ?? '')
    .join(' ');
};

const detail = (key: string): Element | null => document.querySelector(`[data-detail="${key}"]`);
const summary = (key: string): string | null =>
  document.querySelector(`[data-summary="${key}"]`)?.textContent?.replaceAll('\u00a0', ' ') ?? null;

const ROWS = ['insolubles', 'magnesium-oxide', 'lime-flour', 'healthycow', 'water', 'molasses'];

beforeEach(() => {
  window.history.replaceState(null, '', '/conedose-calculator');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConedoseCalculator', () => {
  it('shows the default recipe and its results', () => {
    render(<ConedoseCalculator />);
    expect(screen.getByRole('combobox', { name: /^Cone size/ })).toHaveProperty('value', '1000');
    const defaults: Array<[string, string]> = [
      ['Molasses', '600'],
      ['Magnesium oxide', '25'],
      ['Lime flour', '75'],
      ['HealthyCow 80/20', '46'],
      ['Water', '90'],
      ['Grams of mix per cow per day', '1000'],
    ];
    for (const [name, value] of defaults) {
      const field = input(name);
      expect(field.value).toBe(value);
      expect(field.getAttribute('inputmode')).toBe('decimal');
    }
    expect(result('total')).toBe('836.00');
    expect(result('insolubles')).toBe('146.00');
    expect(result('ratio')).toBe('4.11');
    expect(result('water-suggestion')).toBe('60');
    expect(result('molasses-percent')).toBe('71.77');
    expect(result('molasses-grams')).toBe('717.70');
    expect(result('insolubles-percent')).toBe('17.46');
    expect(result('insolubles-grams')).toBe('174.64');
    for (const row of ROWS) {
      expect(result(`${row}-percent`)).toMatch(/^\d+\.\d\d$/);
      expect(result(`${row}-grams`)).toMatch(/^\d+\.\d\d$/);
    }
    expect(warning('ratio')?.textContent?.replaceAll('\u00a0', ' ')).toMatch(/warning/i);
    expect(warning('capacity')).toBeNull();
    expect(screen.getByText(/every 25 kg of magnesium oxide or lime flour needs 150 kg molasses/)).toBeTruthy();
    expect(screen.getByRole('table').querySelector('caption')?.textContent?.replaceAll('\u00a0', ' ')).toBeTruthy();
  });

  it('recomputes as the user types', () => {
    render(<ConedoseCalculator />);
    type('Molasses', '900');
    expect(result('total')).toBe('1136.00');
    expect(result('ratio')).toBe('6.16');
    expect(result('water-suggestion')).toBe('90');
    expect(warning('ratio')).toBeNull();
    type('Grams of mix per cow per day', '500');
    expect(result('molasses-grams')).toBe('396.13');
    type('Water', '12.5');
    expect(result('total')).toBe('1058.50');
    expect(result('water-percent')).toBe('1.18');
  });

  it.each(['abc', '-5', '1e999', 'Infinity', '12abc', '1,5'])('ignores %j, keeps the last valid value and says why', (junk) => {
    render(<ConedoseCalculator />);
    type('Molasses', '700');
    type('Molasses', junk);
    const field = input('Molasses');
    expect(field.value).toBe(junk);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(hintOf(field)).toMatch(/enter|negative/i);
    expect(result('total')).toBe('936.00');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|-\d/);
  });

  it('clears the hint once the entry is valid again', () => {
    render(<ConedoseCalculator />);
    type('Lime flour', 'lots');
    expect(input('Lime flour').getAttribute('aria-invalid')).toBe('true');
    type('Lime flour', '50');
    const field = input('Lime flour');
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(result('insolubles')).toBe('121.00');
  });

  it('counts an empty field as 0', () => {
    render(<ConedoseCalculator />);
    type('Water', '');
    expect(input('Water').value).toBe('');
    expect(input('Water').hasAttribute('aria-invalid')).toBe(false);
    expect(result('total')).toBe('746.00');
    expect(result('water-percent')).toBe('0.00');
  });

  it('shows a dash for the ratio and no ratio warning without insolubles', () => {
    render(<ConedoseCalculator />);
    type('Magnesium oxide', '0');
    type('Lime flour', '');
    type('HealthyCow 80/20', '0');
    expect(result('ratio')).toBe('–');
    expect(warning('ratio')).toBeNull();
  });

  it('flips the capacity warning with the cone size', () => {
    render(<ConedoseCalculator />);
    type('Molasses', '1500');
    expect(warning('capacity')?.textContent?.replaceAll('\u00a0', ' ')).toBe(CAPACITY_1000);
    fireEvent.change(screen.getByRole('combobox', { name: /^Cone size/ }), {
      target: { value: '2000' },
    });
    expect(warning('capacity')).toBeNull();
    type('Molasses', '1800');
    expect(warning('capacity')?.textContent?.replaceAll('\u00a0', ' ')).toBe(CAPACITY_2000);
    // The live region stays in the page so screen readers hear the message when it appears.
    expect(warning('capacity')?.parentElement?.getAttribute('aria-live')).toBe('polite');
  });

  it('mirrors changes into the query string with replaceState only', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    render(<ConedoseCalculator />);
    type('Molasses', '650');
    type('Water', '80');
    expect(replace).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    const params = new URLSearchParams(window.location.search);
    expect(params.get('molasses')).toBe('650');
    expect(params.get('water')).toBe('80');
    expect(window.location.pathname).toBe('/conedose-calculator');
  });

  it('restores a shared recipe from the query string', () => {
    window.history.replaceState(null, '', '/conedose-calculator?cone=2000&molasses=1500&water=abc');
    render(<ConedoseCalculator />);
    expect(input('Molasses').value).toBe('1500');
    expect(input('Water').value).toBe('90');
    expect(screen.getByRole('combobox', { name: /^Cone size/ })).toHaveProperty('value', '2000');
    expect(result('total')).toBe('1736.00');
    expect(warning('capacity')).toBeNull();
  });

  it('resets to the defaults and clears the query string', () => {
    const push = vi.spyOn(window.history, 'pushState');
    render(<ConedoseCalculator />);
    type('Molasses', '1500');
    type('Water', 'junk');
    fireEvent.change(screen.getByRole('combobox', { name: /^Cone size/ }), {
      target: { value: '2000' },
    });
    const reset = screen.getByRole('button', { name: /reset/i });
    expect(reset.getAttribute('type')).toBe('button');
    fireEvent.click(reset);
    expect(input('Molasses').value).toBe('600');
    expect(input('Water').value).toBe('90');
    expect(input('Water').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('combobox', { name: /^Cone size/ })).toHaveProperty('value', '1000');
    expect(result('total')).toBe('836.00');
    expect(window.location.search).toBe('');
    expect(push).not.toHaveBeenCalled();
  });

  it('starts from the given recipe', () => {
    render(<ConedoseCalculator initial={{ molasses: 876 }} />);
    expect(result('ratio')).toBe('6.00');
    expect(warning('ratio')).toBeNull();
  });
});

describe('what to do about a warning', () => {
  it('says how much molasses reaches 1 : 6 and what the mix would weigh', () => {
    render(<ConedoseCalculator />);
    const fix = ratioFix(DEFAULT_RECIPE)!;
    const text = warning('ratio')?.textContent?.replaceAll('\u00a0', ' ') ?? '';
    expect(text).toMatch(/^Warning: /);
    expect(text).toContain(
      `Add ${formatAmount(fix.molassesToAdd)} kg of molasses (${formatAmount(fix.molassesNeeded)} kg in all) to reach 1 : 6`,
    );
    expect(text).toContain('Add 276 kg of molasses (876 kg in all) to reach 1 : 6; the mix would then weigh 1,112 kg.');
    // 1,112 kg does not fit the 1 ton cone, so it says so and offers the other fix.
    expect(text).toContain('112 kg more than the 1000 kg cone holds');
    fireEvent.change(screen.getByRole('combobox', { name: /^Cone size/ }), { target: { value: '2000' } });
    expect(warning('ratio')?.textContent?.replaceAll('\u00a0', ' ')).not.toContain('more than');
    type('Molasses', '700');
    expect(warning('ratio')?.textContent?.replaceAll('\u00a0', ' ')).toContain('Add 176 kg of molasses (876 kg in all)');
  });

  it('keeps the exact capacity sentence and says by how much the mix is over, apart', () => {
    render(<ConedoseCalculator />);
    expect(detail('capacity')).toBeNull();
    type('Molasses', '1100');
    expect(warning('capacity')?.textContent?.replaceAll('\u00a0', ' ')).toBe(CAPACITY_1000);
    const over = calculate({ ...DEFAULT_RECIPE, molasses: 1100 });
    expect(detail('capacity')?.textContent?.replaceAll('\u00a0', ' ')).toBe(
      `This mix weighs ${formatAmount(over.total)} kg, ${formatAmount(over.total - 1000)} kg over.`,
    );
    expect(detail('capacity')?.textContent?.replaceAll('\u00a0', ' ')).toContain('336 kg over');
    type('Molasses', '764');
    expect(detail('capacity')).toBeNull();
  });
});

describe('the summary', () => {
  it('follows the ratio, the total and the warnings', () => {
    render(<ConedoseCalculator />);
    expect(summary('ratio')).toBe(`1 : ${result('ratio')}`);
    expect(summary('total')).toBe(`${result('total')} kg`);
    expect(summary('state')).toBe('Warning: too little molasses');
    type('Molasses', '1100');
    expect(summary('total')).toBe(`${result('total')} kg`);
    expect(summary('state')).toBe('Warning: 336 kg over the cone');
    type('Magnesium oxide', '200');
    expect(summary('state')).toBe('Warning: too little molasses; 511 kg over the cone');
    type('Molasses', '600');
    type('Magnesium oxide', '0');
    type('Lime flour', '0');
    expect(summary('ratio')).toBe(`1 : ${result('ratio')}`);
    expect(summary('state')).toBe('Ratio and weight OK');
  });

  it('shows the water the recipe holds beside the suggestion, each named for what it is', () => {
    render(<ConedoseCalculator />);
    expect(summary('water')).toBe(`${DEFAULT_RECIPE.water} kg`);
    expect(summary('water-suggestion')).toBe(`${result('water-suggestion')} kg`);
    type('Molasses', '735');
    const suggested = calculate({ ...DEFAULT_RECIPE, molasses: 735 }).waterSuggestion;
    expect(summary('water-suggestion')).toBe(`${suggested} kg`);
    expect(summary('water')).toBe(`${DEFAULT_RECIPE.water} kg`);
    expect(document.querySelector('.cd-water p')?.textContent?.replaceAll('\u00a0', ' ')).toBe(
      `Suggested water, 10% of the molasses: ${suggested} kg; your recipe has ${DEFAULT_RECIPE.water} kg.`,
    );
    // One element per result hook: the summary's copy of the figure has a hook of its own.
    expect(document.querySelectorAll('[data-result="water-suggestion"]')).toHaveLength(1);
  });

  it('puts the suggested water in the Water box when asked, and then offers it no more', () => {
    render(<ConedoseCalculator />);
    type('Molasses', '735');
    const suggested = calculate({ ...DEFAULT_RECIPE, molasses: 735 }).waterSuggestion;
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Put ${suggested}\\skg in the Water box$`) }));
    expect(input('Water').value).toBe(String(suggested));
    expect(summary('water')).toBe(`${suggested} kg`);
    expect(result('total')).toBe(format2(calculate({ ...DEFAULT_RECIPE, molasses: 735, water: suggested }).total));
    expect(window.location.search).toContain(`water=${suggested}`);
    expect(screen.queryByRole('button', { name: /in the Water box/ })).toBeNull();
  });
});

describe('the herd size', () => {
  const herd = () => input('Herd size');

  it('starts empty and optional, with no days line and no place in the link', () => {
    render(<ConedoseCalculator />);
    expect(herd().value).toBe('');
    expect(herd().labels?.[0]?.textContent?.replaceAll('\u00a0', ' ')).toMatch(/optional/);
    expect(detail('herd')).toBeNull();
    expect(summary('days')).toBeNull();
    type('Molasses', '650');
    expect(new URLSearchParams(window.location.search).has('herd')).toBe(false);
  });

  it('gives the days one cone feeds the herd, from the total and the grams per cow', () => {
    render(<ConedoseCalculator />);
    type('Herd size', '120');
    const days = (recipe: Recipe) => herdDays(calculate(recipe).total, recipe.herd, recipe['grams-per-cow']);
    const expected = days({ ...DEFAULT_RECIPE, herd: 120 })!;
    expect(detail('herd')?.getAttribute('data-days')).toBe(String(expected));
    expect(detail('herd')?.textContent?.replaceAll('\u00a0', ' ')).toBe(
      `One cone of this mix (836 kg) feeds 120 cows for ${expected} full days at 1,000 g a cow a day.`,
    );
    expect(new URLSearchParams(window.location.search).get('herd')).toBe('120');
    // The summary carries the days too, so they show while the herd size is typed on a phone.
    expect(summary('days')).toBe(`${expected} full days`);
    type('Grams of mix per cow per day', '500');
    expect(detail('herd')?.getAttribute('data-days')).toBe(String(days({ ...DEFAULT_RECIPE, herd: 120, 'grams-per-cow': 500 })));
    expect(detail('herd')?.textContent?.replaceAll('\u00a0', ' ')).toContain('for 13 full days');
  });

  it('shows no line for 0 grams or an empty herd, and never NaN or Infinity', () => {
    render(<ConedoseCalculator />);
    type('Herd size', '120');
    type('Grams of mix per cow per day', '0');
    expect(detail('herd')).toBeNull();
    type('Grams of mix per cow per day', '1000');
    expect(detail('herd')).not.toBeNull();
    type('Herd size', '');
    expect(detail('herd')).toBeNull();
    type('Herd size', '0');
    expect(detail('herd')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('takes whole cows only, keeping the last valid herd', () => {
    render(<ConedoseCalculator />);
    type('Herd size', '100');
    type('Herd size', '100.5');
    expect(herd().getAttribute('aria-invalid')).toBe('true');
    expect(hintOf(herd())).toMatch(/whole number.*Still using 100 cows/);
    expect(detail('herd')?.getAttribute('data-days')).toBe('8');
  });

  it('comes back from a shared link, and Reset clears it', () => {
    window.history.replaceState(null, '', '/conedose-calculator?herd=250');
    render(<ConedoseCalculator />);
    expect(herd().value).toBe('250');
    expect(detail('herd')?.getAttribute('data-days')).toBe(String(herdDays(836, 250, 1000)));
    fireEvent.click(screen.getByRole('button', { name: /reset/i }));
    expect(herd().value).toBe('');
    expect(detail('herd')).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('before it hydrates', () => {
  it('the server’s HTML says the results wait for JavaScript, and the running calculator does not', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = document.createElement('div');
    html.innerHTML = renderToString(<ConedoseCalculator />);
    const notice = html.querySelector('[data-notice="javascript"]');
    expect(notice?.textContent?.replaceAll('\u00a0', ' ')).toMatch(/JavaScript/);
    expect(notice?.hasAttribute('aria-hidden')).toBe(false);
    // The sentence for afterwards is there, hidden, so the box keeps its size when they swap.
    expect(notice?.nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
    // The server's summary shows the standard recipe's figures.
    expect(html.querySelector('[data-summary="total"]')?.textContent?.replaceAll('\u00a0', ' ')).toBe(
      `${format2(calculate(DEFAULT_RECIPE).total)} kg`,
    );
    render(<ConedoseCalculator />);
    expect(document.querySelector('[data-notice="javascript"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('[data-notice="javascript"]')?.nextElementSibling?.hasAttribute('aria-hidden')).toBe(false);
  });
});

describe('hydrating the server-rendered calculator', () => {
  /** Renders the calculator as the server does, lets `edit` change the form as a visitor would, then hydrates it. */
  async function hydrateAfter(edit: (form: HTMLElement) => void) {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ConedoseCalculator />);
    document.body.append(container);
    edit(container);
    const root = await act(async () => hydrateRoot(container, <ConedoseCalculator />));
    return () => {
      act(() => root.unmount());
      container.remove();
    };
  }

  const setValue = (form: HTMLElement, name: string, value: string) => {
    const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    field.value = value;
  };

  it('keeps and computes what was typed before it hydrated', async () => {
    const done = await hydrateAfter((form) => {
      setValue(form, 'molasses', '300');
      setValue(form, 'cone', '2000');
    });
    expect(input('Molasses').value).toBe('300');
    expect(screen.getByRole('combobox', { name: /^Cone size/ })).toHaveProperty('value', '2000');
    expect(result('total')).toBe('536.00');
    expect(window.location.search).toContain('molasses=300');
    done();
  });

  it('keeps an unusable entry with its hint, and the last valid value in use', async () => {
    const done = await hydrateAfter((form) => setValue(form, 'water', '-5'));
    expect(input('Water').value).toBe('-5');
    expect(hintOf(input('Water'))).toMatch(/Still using 90 kg/);
    expect(result('total')).toBe('836.00');
    done();
  });

  it('changes nothing when nothing was typed', async () => {
    const done = await hydrateAfter(() => {});
    expect(input('Molasses').value).toBe('600');
    expect(result('total')).toBe('836.00');
    expect(window.location.search).toBe('');
    done();
  });
});

describe('Send this recipe', () => {
  // The button's words as a page entry gives them (src/content/pages/conedose-calculator.md).
  const COPY: ShareCopy = {
    button: 'Send the mix',
    message: 'The recipe for the vat:',
    copied: 'The link is on the clipboard',
    copyByHand: 'Copy the address bar to send it',
  };
  const send = () => screen.getByRole('button', { name: COPY.button });
  const status = () => screen.getByRole('status');
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((undo) => undo()));
  /** Gives the document's navigator a share menu or a clipboard for one test (jsdom has neither). */
  const give = (name: 'share' | 'clipboard', value: unknown) => {
    Object.defineProperty(navigator, name, { value, configurable: true });
    cleanups.push(() => delete (navigator as unknown as Record<string, unknown>)[name]);
  };

  const typedRecipe = (): Recipe => ({ ...DEFAULT_RECIPE, coneSize: 2000, molasses: 1234.5, herd: 80 });
  const typeRecipe = () => {
    fireEvent.change(screen.getByRole('combobox', { name: /^Cone size/ }), { target: { value: '2000' } });
    type('Molasses', '1234.5');
    type('Herd size', '80');
  };

  it('opens the share menu with a link to the recipe as typed, and a line of text', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    give('share', share);
    give('clipboard', { writeText });
    render(<ConedoseCalculator share={COPY} />);
    typeRecipe();
    fireEvent.click(send());
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [{ url, text }] = share.mock.calls[0] as [{ url: string; text: string }];
    expect(text).toBe(COPY.message);
    expect(new URL(url).pathname).toBe('/conedose-calculator');
    expect(fromQuery(new URL(url).search)).toEqual({ recipe: typedRecipe(), rejected: [] });
    expect(writeText).not.toHaveBeenCalled();
    expect(status().textContent).toBe('');
  });

  it('copies the link and says so where there is no share menu', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    give('clipboard', { writeText });
    render(<ConedoseCalculator share={COPY} />);
    typeRecipe();
    fireEvent.click(send());
    await vi.waitFor(() => expect(status().textContent).toBe(COPY.copied));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(fromQuery(new URL(writeText.mock.calls[0]![0] as string).search).recipe).toEqual(typedRecipe());
    // The message is about the link copied then: a change to the recipe takes it away.
    type('Water', '80');
    expect(status().textContent).toBe('');
  });

  it('copies the link when the share menu fails, but not when the visitor closes it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    give('share', share);
    give('clipboard', { writeText });
    render(<ConedoseCalculator share={COPY} />);
    fireEvent.click(send());
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
    share.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    fireEvent.click(send());
    await vi.waitFor(() => expect(status().textContent).toBe(COPY.copied));
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('says how to copy the address when it can neither share nor copy', async () => {
    give('clipboard', { writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });
    render(<ConedoseCalculator share={COPY} />);
    fireEvent.click(send());
    await vi.waitFor(() => expect(status().textContent).toBe(COPY.copyByHand));
  });

  it('is not offered in the server’s HTML, before the page’s JavaScript can send anything', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = document.createElement('div');
    html.innerHTML = renderToString(<ConedoseCalculator share={COPY} />);
    const button = [...html.querySelectorAll('button')].find((element) => element.textContent === COPY.button);
    expect(button?.disabled).toBe(true);
    render(<ConedoseCalculator share={COPY} />);
    expect(send()).toHaveProperty('disabled', false);
  });
});
