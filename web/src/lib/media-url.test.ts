import { describe, expect, it } from 'vitest';
import { sizedImageUrl } from './media-url';

describe('sizedImageUrl', () => {
  it.each([
    ['/media/abc', '/media/abc?width=432'],
    ['/media/abc?width=216', '/media/abc?width=216'],
    ['https://cdn.example/logo.png', 'https://cdn.example/logo.png'],
  ])('%s at 432 is %s', (url, expected) => {
    expect(sizedImageUrl(url, 432)).toBe(expected);
  });
});
