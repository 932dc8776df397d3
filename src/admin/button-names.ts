// Decap draws the buttons on a list item's bar (a page's section, a row of hours) as icons alone:
// a screen reader reads them as "button", and the office's browser tests cannot find them by name.
// Each is named as the editor draws it: the chevron folds or unfolds the item, the cross removes it.
// Runs on /admin only.

/** A list item's bar, by the name Decap's styles carry. */
const ITEM_BAR = '[class*="-StyledListItemTopBar"]';

/** Names the fold and remove buttons of every list item's bar in `root`. */
function nameItemButtons(root: ParentNode): void {
  for (const bar of root.querySelectorAll(ITEM_BAR)) {
    const buttons = bar.querySelectorAll(':scope > button');
    // The fold button comes first; the remove button, where the list allows removing, last.
    buttons[0]?.setAttribute('aria-label', 'Fold or unfold');
    if (buttons.length > 1) buttons[buttons.length - 1]!.setAttribute('aria-label', 'Remove');
  }
}

new MutationObserver((changes) => {
  for (const { addedNodes } of changes)
    for (const node of addedNodes) if (node instanceof Element) nameItemButtons(node.parentElement ?? node);
}).observe(document.body, { childList: true, subtree: true });
