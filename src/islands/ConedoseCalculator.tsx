import { useEffect, useId, useLayoutEffect, useState } from 'react';
import {
  AMOUNTS,
  CONE_QUERY_KEY,
  CONE_SIZES,
  DEFAULT_RECIPE,
  GUIDANCE_MINERAL_KG,
  GUIDANCE_MOLASSES_KG,
  RATIO_THRESHOLD,
  RESULT_ROWS,
  WATER_GUIDE_SHARE,
  calculate,
  daysText,
  format2,
  formatAmount,
  fromQuery,
  herdMessage,
  overConeMessage,
  parseAmount,
  ratioFixMessage,
  toQuery,
  type AmountId,
  type ConeSize,
  type Recipe,
  type RejectedValue,
} from '../lib/calculator/conedose.ts';
import { keepTogether } from '../lib/design/typography.ts';
import { registerServiceWorker } from '../lib/browser/register-worker.ts';
import type { Page } from '../schemas/pages.ts';

/** The Send this recipe button's words, from the page's entry. */
export type ShareCopy = NonNullable<Page['shareRecipe']>;

interface FieldState {
  text: string;
  error: string | null;
}
type Fields = Record<AmountId, FieldState>;

// An optional amount at 0 shows as an empty box, as it started.
const fieldText = (recipe: Recipe, id: AmountId): string =>
  AMOUNTS.find((amount) => amount.id === id)?.optional && recipe[id] === 0 ? '' : String(recipe[id]);

const fieldsFrom = (recipe: Recipe): Fields =>
  Object.fromEntries(AMOUNTS.map(({ id }) => [id, { text: fieldText(recipe, id), error: null }])) as Fields;

const decimalsOf = (id: AmountId): number => AMOUNTS.find((amount) => amount.id === id)?.decimals ?? 0;

/** What the page says used instead of a shared link's unusable value. */
const defaultText = (recipe: Recipe, { id }: RejectedValue) =>
  id === CONE_QUERY_KEY ? `${recipe.coneSize} kg` : `${recipe[id]} ${AMOUNTS.find((amount) => amount.id === id)?.unit ?? ''}`.trim();

// replaceState, never pushState: typing must not fill the Back button with one entry per key.
const writeUrl = (search: string) => history.replaceState(history.state, '', location.pathname + search + location.hash);

interface TypedFields {
  coneSize?: ConeSize;
  amounts: Partial<Record<AmountId, string>>;
}

/**
 * The fields of the server-rendered form (found by the ids React gives them, the same on the
 * server and while hydrating) whose value differs from what the server rendered for `recipe`.
 */
function readTypedFields(id: string, recipe: Recipe): TypedFields {
  const typed: TypedFields = { amounts: {} };
  if (typeof document === 'undefined') return typed;
  const cone = document.getElementById(`${id}-cone`);
  if (cone instanceof HTMLSelectElement && Number(cone.value) !== recipe.coneSize) {
    const size = CONE_SIZES.find((option) => option.kg === Number(cone.value));
    if (size) typed.coneSize = size.kg;
  }
  for (const { id: amountId } of AMOUNTS) {
    const input = document.getElementById(`${id}-${amountId}`);
    if (input instanceof HTMLInputElement && input.value !== fieldText(recipe, amountId)) typed.amounts[amountId] = input.value;
  }
  return typed;
}

export interface ConedoseCalculatorProps {
  /** Starting recipe (and what Reset returns to); anything left out uses the standard defaults. */
  initial?: Partial<Recipe>;
  /** The Send this recipe button's words; without them there is no button. */
  share?: ShareCopy | undefined;
  /** The offline worker's address, registered once hydrated; without it the calculator stays online-only. */
  serviceWorker?: string | undefined;
}

export default function ConedoseCalculator({ initial, share, serviceWorker }: ConedoseCalculatorProps) {
  const start: Recipe = { ...DEFAULT_RECIPE, ...initial };
  const id = useId();
  const [recipe, setRecipe] = useState(start);
  const [fields, setFields] = useState(() => fieldsFrom(start));
  const [rejected, setRejected] = useState<RejectedValue[]>([]);
  // What the visitor typed or chose in the server-rendered form before it hydrated, read while
  // hydrating (before React sets the fields back to the values it renders); never rendered itself.
  const [typedBeforeHydration] = useState(() => readTypedFields(id, start));
  // False in the server's HTML and while hydrating, when the page says the results wait for JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // What the Send this recipe button last did, said in a live region; cleared when the recipe changes.
  const [shareStatus, setShareStatus] = useState('');

  // Once hydrated and the page is idle, keep the calculator (and the pages it needs) for offline use.
  useEffect(() => {
    if (serviceWorker) registerServiceWorker(serviceWorker);
  }, [serviceWorker]);

  // The server renders the starting recipe. Once hydrated, a shared link's recipe applies, then
  // whatever was typed before hydration, computed as if typed now.
  useEffect(() => {
    let next = start;
    if (location.search) {
      const shared = fromQuery(location.search, start);
      next = shared.recipe;
      setRejected(shared.rejected);
    }
    let nextFields = fieldsFrom(next);
    const typed = Object.entries(typedBeforeHydration.amounts) as [AmountId, string][];
    if (typedBeforeHydration.coneSize !== undefined) next = { ...next, coneSize: typedBeforeHydration.coneSize };
    for (const [amountId, text] of typed) {
      const parsed = parseAmount(text, decimalsOf(amountId));
      nextFields = { ...nextFields, [amountId]: { text, error: parsed.ok ? null : parsed.reason } };
      if (parsed.ok) next = { ...next, [amountId]: parsed.value };
    }
    if (next === start && typed.length === 0) return;
    setRecipe(next);
    setFields(nextFields);
    if (next !== start && (typed.length > 0 || typedBeforeHydration.coneSize !== undefined)) writeUrl(`?${toQuery(next)}`);
    // Once, on mount only: later renders must not overwrite what the user has typed.
  }, []);

  // A change can make the summary above the boxes a line taller, pushing the box being typed in
  // down and, on a phone, off the screen: bring it back (scrolling only if it left the view).
  useLayoutEffect(() => {
    const box = document.activeElement;
    if (box instanceof HTMLElement && box.matches('.cd-field input, .cd-field select')) box.scrollIntoView({ block: 'nearest' });
  }, [recipe]);

  const apply = (next: Recipe) => {
    setRecipe(next);
    setShareStatus('');
    writeUrl(`?${toQuery(next)}`);
  };

  // The phone's share menu where there is one; else the link is copied; else the page says how.
  const send = async (copy: ShareCopy) => {
    const url = new URL(`?${toQuery(recipe)}`, location.href).href;
    setShareStatus('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text: copy.message, url });
        return;
      } catch (error) {
        // Closing the menu is the visitor's choice; any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setShareStatus(copy.copied);
    } catch {
      setShareStatus(copy.copyByHand);
    }
  };

  const onAmount = (id: AmountId, text: string) => {
    const parsed = parseAmount(text, decimalsOf(id));
    setFields((prev) => ({ ...prev, [id]: { text, error: parsed.ok ? null : parsed.reason } }));
    // An invalid entry keeps the last valid value, so the results never go blank or NaN.
    if (parsed.ok && parsed.value !== recipe[id]) apply({ ...recipe, [id]: parsed.value });
  };

  const useSuggestedWater = () => {
    const water = calculate(recipe).waterSuggestion;
    setFields((prev) => ({ ...prev, water: { text: String(water), error: null } }));
    apply({ ...recipe, water });
  };

  const reset = () => {
    setRecipe(start);
    setFields(fieldsFrom(start));
    setRejected([]);
    setShareStatus('');
    writeUrl('');
  };

  const results = calculate(recipe);
  const coneLabel = CONE_SIZES.find((size) => size.kg === recipe.coneSize)?.label;
  const ratioText = results.ratio === null ? '–' : format2(results.ratio);
  const states = [
    results.ratioWarning && 'too little molasses',
    results.capacityWarning && `${formatAmount(results.overCone)} kg over the cone`,
  ].filter(Boolean);

  return (
    <div className="cd">
      {/* Both sentences take the same place, the one not in force kept invisible, so nothing
          moves when the calculator starts. */}
      <p className="cd-status">
        <span data-notice="javascript" aria-hidden={hydrated || undefined}>
          Until this page’s JavaScript runs, the results show the standard recipe. Anything you type is kept and counted once it runs.
        </span>
        <span aria-hidden={!hydrated || undefined}>The results update as you type, and the address bar keeps your recipe.</span>
      </p>
      {rejected.length > 0 && (
        <div className="cd-notice" role="status">
          <p>Part of the recipe in this link could not be used, so the standard amount is used instead:</p>
          <ul>
            {rejected.map((value) => (
              <li
                key={value.id}
              >{`${value.label}: “${value.text}” is not an amount this calculator takes; using ${defaultText(start, value)}.`}</li>
            ))}
          </ul>
        </div>
      )}
      {/* On a phone the summary stays at the top of the screen while the boxes below it are filled
          in, and goes with them: the results, which say the same, never pass under it. */}
      <div className="cd-entry">
        <div className={states.length > 0 ? 'cd-summary cd-summary-warn' : 'cd-summary'} data-summary="bar">
          <p>
            Ratio <strong data-summary="ratio">{`1\u00a0:\u00a0${ratioText}`}</strong>
          </p>
          <p>
            Total <strong data-summary="total">{`${format2(results.total)}\u00a0kg`}</strong>
          </p>
          {/* The water the recipe holds beside the suggestion for it, each named for what it is; the
            results below carry the suggestion as data-result="water-suggestion". */}
          <p>
            Water <strong data-summary="water">{`${formatAmount(recipe.water)}\u00a0kg`}</strong>, suggested{' '}
            <strong data-summary="water-suggestion">{`${results.waterSuggestion}\u00a0kg`}</strong>
          </p>
          {results.herdDays !== null && (
            <p>
              Herd <strong data-summary="days">{daysText(results.herdDays)}</strong>
            </p>
          )}
          <p className="cd-summary-state" data-summary="state">
            {states.length > 0 ? `Warning: ${states.join('; ')}` : 'Ratio and weight OK'}
          </p>
        </div>
        <fieldset className="cd-inputs">
          <legend>Your recipe</legend>
          <div className="cd-field">
            <label htmlFor={`${id}-cone`}>Cone size</label>
            <select
              id={`${id}-cone`}
              name={CONE_QUERY_KEY}
              value={recipe.coneSize}
              onChange={(event) => apply({ ...recipe, coneSize: Number(event.target.value) as ConeSize })}
            >
              {CONE_SIZES.map((size) => (
                <option key={size.kg} value={size.kg}>
                  {`${size.label} (${size.kg} kg)`}
                </option>
              ))}
            </select>
          </div>
          {AMOUNTS.map(({ id: amountId, label, unit, optional }) => {
            const { text, error } = fields[amountId];
            const inputId = `${id}-${amountId}`;
            return (
              <div className="cd-field" key={amountId}>
                <label htmlFor={inputId}>
                  {label} <span className="cd-unit">{optional ? `(${unit}, optional)` : `(${unit})`}</span>
                </label>
                <input
                  id={inputId}
                  name={amountId}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={text}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-hint` : undefined}
                  onChange={(event) => onAmount(amountId, event.target.value)}
                />
                <p className="cd-hint" id={`${inputId}-hint`} aria-live="polite">
                  {error &&
                    (optional && recipe[amountId] === 0
                      ? `${error}. Still left out.`
                      : `${error}. Still using ${recipe[amountId]} ${unit}.`)}
                </p>
              </div>
            );
          })}
          <div className="cd-actions">
            {share && (
              // Disabled, and so not shown, until the JavaScript runs: its place is kept so nothing moves.
              <button type="button" className="cd-send" disabled={!hydrated} onClick={() => void send(share)}>
                {share.button}
              </button>
            )}
            <button type="button" className="cd-reset" onClick={reset}>
              Reset to defaults
            </button>
          </div>
          {share && (
            <p className="cd-share-status" role="status">
              {shareStatus}
            </p>
          )}
        </fieldset>
      </div>

      <section className="cd-results" aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`}>Results</h2>
        {/* Scrolls sideways on its own, not the page, if huge amounts outgrow a phone screen;
            focusable so keyboard users can scroll it too (WCAG 2.1.1). A region named by the
            table's caption rather than a <section>: HTML expects a section to open with a heading. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must take keyboard focus */}
        <div className="cd-table-wrap" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="cd-table">
            <caption id={`${id}-caption`}>{`Mix for a ${coneLabel} cone: weight, share of the mix and grams per cow per day`}</caption>
            <thead>
              <tr>
                <th scope="col">Ingredient</th>
                <th scope="col">kg</th>
                <th scope="col">%</th>
                <th scope="col">g per cow</th>
              </tr>
            </thead>
            <tbody>
              {RESULT_ROWS.map(({ key, label }) => (
                <tr key={key} className={key === 'insolubles' ? 'cd-subtotal' : undefined}>
                  <th scope="row">{label}</th>
                  {/* the insolubles kg is also the `insolubles` hook; other rows' kg repeat the inputs */}
                  <td data-result={key === 'insolubles' ? 'insolubles' : undefined}>{format2(results.rows[key].kg)}</td>
                  <td data-result={`${key}-percent`}>{format2(results.rows[key].percent)}</td>
                  <td data-result={`${key}-grams`}>{format2(results.rows[key].grams)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total mix</th>
                <td data-result="total">{format2(results.total)}</td>
                <td>{format2(results.rows.total.percent)}</td>
                <td>{format2(results.rows.total.grams)}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        <div className={results.ratioWarning ? 'cd-ratio cd-danger' : 'cd-ratio'}>
          <p className="cd-ratio-line">
            Insolubles to molasses ratio: 1&nbsp;:&nbsp;<span data-result="ratio">{ratioText}</span>
          </p>
          <p>
            {`Keep at least ${RATIO_THRESHOLD} parts molasses to 1 part insoluble minerals (magnesium oxide, lime flour and HealthyCow 80/20), so 1 : ${RATIO_THRESHOLD} or higher.`}
          </p>
          <div aria-live="polite">
            {results.ratioWarning && (
              <p data-warning="ratio" className="cd-warning">
                {keepTogether(
                  `Warning: too little molasses for the minerals. ${results.ratioFix ? ratioFixMessage(results.ratioFix, recipe.coneSize) : ''}`,
                )}
              </p>
            )}
          </div>
        </div>

        {/* The live region stays in the page so screen readers hear the message when it appears. */}
        <div aria-live="polite" className={results.capacityWarning ? 'cd-warning cd-danger' : undefined}>
          {results.capacityWarning && (
            <>
              {/* The spec's sentence alone in its hook; how far over follows on its own. */}
              <p data-warning="capacity">{results.capacityMessage}</p>
              <p data-detail="capacity">{keepTogether(overConeMessage(results.total, results.overCone))}</p>
            </>
          )}
        </div>

        {results.herdDays !== null && (
          <p className="cd-herd" data-detail="herd" data-days={results.herdDays}>
            {keepTogether(herdMessage(results.herdDays, recipe, results.total))}
          </p>
        )}

        <div className="cd-water">
          <p>
            {`Suggested water, ${WATER_GUIDE_SHARE * 100}% of the molasses:`}{' '}
            <span data-result="water-suggestion">{results.waterSuggestion}</span>
            {'\u00a0kg; '}
            {keepTogether(`your recipe has ${formatAmount(recipe.water)} kg.`)}
          </p>
          {recipe.water !== results.waterSuggestion && (
            // Disabled, and so not shown, until the JavaScript runs, as Send this recipe is.
            <button type="button" className="cd-use-water" disabled={!hydrated} onClick={useSuggestedWater}>
              {`Put ${results.waterSuggestion}\u00a0kg in the Water box`}
            </button>
          )}
        </div>
        <p className="cd-guidance">
          {keepTogether(
            `Guidance: every ${GUIDANCE_MINERAL_KG} kg of magnesium oxide or lime flour needs ${GUIDANCE_MOLASSES_KG} kg molasses.`,
          )}
        </p>
      </section>
    </div>
  );
}
