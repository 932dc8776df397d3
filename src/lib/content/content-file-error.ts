// The error every reader of an editor's files throws: in a module of its own, so the checks that
// only read text (markdown-rules.ts, and src/lib/content/content-checks.ts through it) need no file access.

/** An error in an editor's file: the message starts with the file (and line) so it is easy to find. */
export class ContentFileError extends Error {
  constructor(file: string, message: string, line?: number) {
    super(`${line ? `${file}:${line}` : file}: ${message}`);
    this.name = 'ContentFileError';
  }
}
