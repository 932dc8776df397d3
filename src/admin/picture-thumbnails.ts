// A picture the entry already has shows in its form's thumbnail. The editor's image field asks for
// its thumbnail once, when the form opens; the picture is still loading then, so the editor hands
// back an empty placeholder, and the field keeps showing it (an empty checkerboard) until something
// else redraws the form. This wraps the editor's own image field: while the answer is the
// placeholder, it asks again a moment later, until the picture is there. Runs on /admin only.

import { decapWindow } from './decap-window.ts';

/** The editor's stand-in while a picture loads (its AssetProxy for `empty.svg`). */
const LOADING_PLACEHOLDER = 'empty.svg';

/** How often, and how many times, a loading thumbnail is asked for again (about 20 s in all). */
const RETRY_MS = 250;
const RETRIES = 80;

type Asset = { path?: string } | null | undefined;
type GetAsset = (path: string, field: unknown) => Asset;

interface Control {
  getValidateValue?(): unknown;
  focus?(path?: string): void;
}

/**
 * `getAsset` as the field should call it: the editor's answer, and when that is the placeholder for
 * a picture that is loading, `retry` called once to have the field ask again.
 */
function askingAgain(getAsset: GetAsset, retry: () => void): GetAsset {
  return (path, field) => {
    const asset = getAsset(path, field);
    if (path && asset?.path === LOADING_PLACEHOLDER) retry();
    return asset;
  };
}

const { CMS, h, createClass } = decapWindow();
const image = CMS.getWidget('image');

/** The wrapped field as React holds it: its props and state, and what it keeps between draws. */
interface ImageField {
  props: { getAsset: GetAsset; value?: unknown };
  state: { attempt: number };
  setState(change: { attempt: number }): void;
  /** The editor's own image field inside. */
  inner: Control | undefined;
  /** The next ask, when one is due. */
  timer: number | undefined;
  /** The getAsset handed to the inner field, and what it was made from. */
  asked: { from: GetAsset; attempt: number; getAsset: GetAsset } | undefined;
}

const ImageField = createClass({
  getInitialState: () => ({ attempt: 0 }),
  componentWillUnmount(this: ImageField) {
    window.clearTimeout(this.timer);
  },
  // The editor reads these from the field it holds (to check a picture's name, to focus it).
  getValidateValue(this: ImageField) {
    return this.inner?.getValidateValue?.() ?? this.props.value;
  },
  focus(this: ImageField, path?: string) {
    this.inner?.focus?.(path);
  },
  // The inner field decides for itself what to redraw (a picture chosen in the media library).
  shouldComponentUpdate: () => true,
  render(this: ImageField) {
    if (this.asked?.from !== this.props.getAsset || this.asked.attempt !== this.state.attempt) {
      // A new function each time it should ask again: the field asks when its getAsset changes.
      const retry = () => {
        if (this.timer !== undefined || this.state.attempt >= RETRIES) return;
        this.timer = window.setTimeout(() => {
          this.timer = undefined;
          this.setState({ attempt: this.state.attempt + 1 });
        }, RETRY_MS);
      };
      this.asked = { from: this.props.getAsset, attempt: this.state.attempt, getAsset: askingAgain(this.props.getAsset, retry) };
    }
    return h(image.control, {
      ...this.props,
      getAsset: this.asked.getAsset,
      ref: (control: Control | null) => {
        this.inner = control ?? undefined;
      },
    });
  },
});

CMS.registerWidget('image', ImageField, image.preview, image.schema);
