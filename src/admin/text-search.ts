// The editor's search finds words and addresses in every field, the main text included: Decap's own
// searches only the names, and stops at a slash ("2-5 g/cow/day", "/dairy-feed/pke"). Above Decap's
// results for a search, a list of every field whose words hold what was typed, each a link that
// opens the form at that field (field-link.ts), with the words around it. Runs on /admin only.
import { editorPageData } from './page-data.ts';
import { findInTexts, type EditorText } from './text-search-results.ts';

/** The panel's own element, put in Decap's results once per search. */
const PANEL = 'editor-text-search';

/** A search's address: #/search/<words> or #/collections/<name>/search/<words>. */
const SEARCH = /^#((?:\/collections\/[^/]+)?\/search\/)([^?]+)/;

/** What was searched for, from the editor's address. */
function searched(): string | undefined {
  const [, , words] = window.location.hash.match(SEARCH) ?? [];
  return words ? decodeURIComponent(words) : undefined;
}

/**
 * Decap puts the words searched for in one part of its address, so a slash in them (an address,
 * "/dairy-feed/pke", or "g/cow/day") ends that part: it showed a blank "Not Found", or searched for
 * the words before the slash. The address is written again with each slash encoded; true when it was.
 */
function slashesKept(): boolean {
  const [, route, words] = window.location.hash.match(SEARCH) ?? [];
  if (!route || !words?.includes('/')) return false;
  window.location.replace(`#${route}${words.replaceAll('/', '%2F')}`);
  return true;
}

/** A paragraph's words, the find marked. */
const snippet = ({ before, match, after }: { before: string; match: string; after: string }) => {
  const words = document.createElement('span');
  const marked = document.createElement('mark');
  marked.textContent = match;
  words.append(before, marked, after);
  return words;
};

/** The list of finds, under a heading that says how many. */
function panel(term: string, texts: readonly EditorText[]): HTMLElement {
  const found = findInTexts(texts, term);
  const section = document.createElement('section');
  section.id = PANEL;
  section.setAttribute('aria-labelledby', `${PANEL}-heading`);
  section.style.cssText = 'margin-top:1rem;font-size:15px;line-height:1.45';
  const heading = document.createElement('h2');
  heading.id = `${PANEL}-heading`;
  heading.style.cssText = 'font-size:18px;margin:0 0 .5rem';
  heading.textContent =
    found.length === 0
      ? `No words of any entry hold \u201c${term}\u201d`
      : `Found in the words of the entries: \u201c${term}\u201d in ${found.length} field${found.length === 1 ? '' : 's'}`;
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0;padding-left:1.25rem';
  for (const find of found) {
    const item = document.createElement('li');
    item.style.cssText = 'margin:.35rem 0;color:#1e2a33';
    const link = document.createElement('a');
    link.href = find.link;
    link.textContent = find.field;
    link.style.cssText = 'color:#1f4fa3;text-decoration:underline';
    item.append(link, ': ', snippet(find));
    list.append(item);
  }
  section.append(heading, list);
  return section;
}

/**
 * The search box shows the words as typed, not as the address holds them: set as typing sets them,
 * so Decap's own record of the box follows, and its list of collections to search closed again.
 */
function retyped(term: string) {
  const box = [...document.querySelectorAll('input')].find((input) => input.value.includes('%2F'));
  if (!box) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, term);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

let searching = 0;

/** Shows the finds for the search in the address, in Decap's results once they are drawn. */
async function showFinds() {
  const attempt = ++searching;
  document.getElementById(PANEL)?.remove();
  if (slashesKept()) return;
  const term = searched();
  if (!term) return;
  const texts = await fetch(editorPageData().texts)
    .then((response) => (response.ok ? (response.json() as Promise<EditorText[]>) : []))
    .catch(() => []);
  for (let waited = 0; waited < 20_000 && attempt === searching; waited += 200) {
    const results = [...document.querySelectorAll('h1')].find((heading) => /^Search Results/i.test(heading.textContent ?? ''));
    if (results?.parentElement) {
      // Decap names the words as its address holds them: an encoded slash is said as the slash typed.
      if (results.textContent?.includes('%2F')) {
        results.textContent = results.textContent.replaceAll('%2F', '/');
        retyped(term);
      }
      document.getElementById(PANEL)?.remove();
      results.parentElement.append(panel(term, texts));
      return;
    }
    await new Promise((done) => window.setTimeout(done, 200));
  }
}

window.addEventListener('hashchange', () => void showFinds());
void showFinds();
