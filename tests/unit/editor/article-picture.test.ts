import { describe, expect, it } from 'vitest';
import { placePicture } from '../../../admin/place-picture.ts';

describe("a picture placed in an article's text", () => {
  it('goes where the cursor was, as a paragraph of its own, and the cursor lands after it', () => {
    const text = 'First paragraph.\n\nSecond paragraph.\n';
    const placed = placePicture(text, 'First paragraph.'.length, 'The lift', '/media/lift.jpg');
    expect(placed.text).toBe('First paragraph.\n\n![The lift](/media/lift.jpg)\n\nSecond paragraph.\n');
    expect(placed.text.slice(0, placed.cursor)).toBe('First paragraph.\n\n![The lift](/media/lift.jpg)');
  });

  it('goes at the end of the text, or is the whole text of an empty article', () => {
    expect(placePicture('Words.', 6, 'A van', '/media/van.jpg').text).toBe('Words.\n\n![A van](/media/van.jpg)\n');
    expect(placePicture('', 0, 'A van', '/media/van.jpg').text).toBe('![A van](/media/van.jpg)\n');
  });

  it('keeps its words from breaking the markdown: brackets and line breaks become spaces', () => {
    expect(placePicture('', 0, 'Brakes [front]\nand rear', '/media/b.jpg').text).toBe(
      '![Brakes  front  and rear](/media/b.jpg)\n',
    );
  });
});
