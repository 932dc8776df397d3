import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import ConedoseCalculator from '../../src/islands/ConedoseCalculator';

const CAPACITY_1000 = '*The maximum weight of mix that can be mixed in the Conedose system is 1000kg';
const CAPACITY_2000 = '*The maximum weight of mix that can be mixed in the Conedose system is 2000kg';

const result = (key: string): string | null => document.querySelector(`[data-result="${key}"]`)?.textContent ?? null;
const warning = (key: string): Element | null => document.querySelector(`[data-warning="${key}"]`);
const input = (namePrefix: string): HTMLInputElement => screen.getByRole('textbox', { name: new RegExp(`^${namePrefix}`) });
const type = (namePrefix: string, text: string) => fireEvent.change(input(namePrefix), { target: { value: text } });
const hintOf = (field: HTMLElement): string => {
  const ids = field.getAttribute('aria-describedby');
  expect(ids).toBeTruthy();
  return (ids ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

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
    expect(warning('ratio')?.textContent).toMatch(/warning/i);
    expect(warning('capacity')).toBeNull();
    expect(screen.getByText(/every 25 kg of magnesium oxide or lime flour needs 150 kg molasses/)).toBeTruthy();
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBeTruthy();
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
    expect(warning('capacity')?.textContent).toBe(CAPACITY_1000);
    fireEvent.change(screen.getByRole('combobox', { name: /^Cone size/ }), {
      target: { value: '2000' },
    });
    expect(warning('capacity')).toBeNull();
    type('Molasses', '1800');
    expect(warning('capacity')?.textContent).toBe(CAPACITY_2000);
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
