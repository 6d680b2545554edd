import { hasText, textOf } from './text';

describe('textOf', () => {
  it.each([
    ['  Titel ', 'Titel'],
    ['\tRegel\n', 'Regel'],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    [42, ''],
    [{}, ''],
  ])('turns %p into %p', (value, expected) => {
    expect(textOf(value)).toBe(expected);
  });
});

describe('hasText', () => {
  it.each(['Titel', ' x '])('sees text in %p', (value) => expect(hasText(value)).toBe(true));

  it.each(['', '  \n', null, undefined, 7, ['Titel']])('sees no text in %p', (value) => expect(hasText(value)).toBe(false));
});
