import { describe, expect, it } from 'vitest';
import { nameFinder } from '../../src/lib/content/names-in-words.ts';

const find = (names: string[], text: string) => nameFinder(names, (name) => name)(text);

describe('nameFinder', () => {
  it('finds each name as whole words in any case, however it starts or ends', () => {
    const names = ['Tapioca', 'Palm Kernel Expeller (PKE)', 'Calf Grower 20%', '(PKE)', 'Mt Maunganui'];
    expect(find(names, 'We sell tapioca and Palm kernel expeller (PKE), from MT MAUNGANUI.')).toEqual([
      'Tapioca',
      'Palm Kernel Expeller (PKE)',
      '(PKE)',
      'Mt Maunganui',
    ]);
    expect(find(names, 'Try Calf Grower 20% today')).toEqual(['Calf Grower 20%']);
  });

  it('finds a name whose words a line break or a no-break space parts, as a wrapped file holds them', () => {
    const names = ['Eco Calf Finisher', 'Mt Maunganui'];
    expect(find(names, 'for less, Eco Calf\nFinisher. From Mt\u00a0Maunganui')).toEqual(['Eco Calf Finisher', 'Mt Maunganui']);
    expect(find(['Mt\u00a0Maunganui'], 'from Mt  Maunganui')).toEqual(['Mt\u00a0Maunganui']);
  });

  it('finds no name inside a longer word', () => {
    expect(find(['Timaru', 'PKE', 'Soy'], 'Timaruvian farmers, PKEs and soya; soy-bean')).toEqual(['Soy']);
  });

  it('reads a text once however many names it looks for', () => {
    const many = Array.from({ length: 5000 }, (_, index) => `Generated Feed ${index}`);
    const finder = nameFinder(many, (name) => name);
    const started = performance.now();
    for (let text = 0; text < 5000; text++) finder(`Feed the herd Generated Feed ${text} at 2 kg a day.`);
    expect(finder('Generated Feed 42 and Generated Feed 4')).toEqual(['Generated Feed 42', 'Generated Feed 4']);
    // 25 million name-by-text tests would take seconds; by word it is milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
