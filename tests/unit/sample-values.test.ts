import { describe, expect, it } from 'vitest';
import { sectionsShown } from '../../src/lib/content/sample-values';

const text = { type: 'text' as const };
const video = { type: 'video' as const };

describe('sectionsShown', () => {
  it('shows every section of a page whose videos are its own', () => {
    expect(sectionsShown({ sections: [text, video, text] })).toEqual([text, video, text]);
    expect(sectionsShown({ sections: [video], sample: ['hero', 'poster'] })).toEqual([video]);
  });

  it('leaves out every video while its id, or the whole video, is listed as a sample', () => {
    expect(sectionsShown({ sections: [text, video, text, video], sample: ['hero', 'id'] })).toEqual([text, text]);
    expect(sectionsShown({ sections: [video, text], sample: ['video'] })).toEqual([text]);
  });
});
