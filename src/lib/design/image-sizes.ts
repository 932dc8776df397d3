// `sizes` for a picture in a `.two-column` block (global.css): half the content column from
// 48rem, at most about 34rem once the page reaches its 72rem content width.
export const TWO_COLUMN_SIZES = '(min-width: 75rem) 34rem, (min-width: 48rem) 50vw, 100vw';
