// The error every reader of an editor's files throws: in a module of its own, so the checks that
// only read text (markdown-rules.ts, and src/lib/content/site-rules.ts through it) need no file access.
import { ContentProblems, problem, type Words } from './content-problems.ts';
import { type Place } from '../../conventions/places.ts';

/** A file the build refuses, at a line or a field of it: the message starts with the file (and line) so it is easy to find. */
export class ContentFileError extends ContentProblems {
  override name = 'ContentFileError';
  constructor(at: string | Place, words: Words, line?: number) {
    super([problem('refuse', typeof at === 'string' ? { file: at, line } : at, words)]);
  }
}
