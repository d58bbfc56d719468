import { describe, expect, it } from 'vitest';
import { code128Bars, code128CSymbols, code128Patterns, code128Width } from './code128';

const widths = (pattern: string) => [...pattern].map(Number);

describe('Code 128 table', () => {
  it('has 106 symbols of 11 modules and a stop of 13, all different', () => {
    expect(code128Patterns).toHaveLength(107);
    code128Patterns.slice(0, 106).forEach((pattern) => {
      expect(widths(pattern).reduce((a, b) => a + b)).toBe(11);
    });
    expect(widths(code128Patterns[106]).reduce((a, b) => a + b)).toBe(13);
    expect(new Set(code128Patterns).size).toBe(107);
  });

  it('keeps the parity of every symbol: its bars add up to an even number of modules', () => {
    // A property of the symbology that catches a mistyped width.
    code128Patterns.slice(0, 106).forEach((pattern) => {
      const [b1, , b2, , b3] = widths(pattern);
      expect((b1! + b2! + b3!) % 2).toBe(0);
    });
  });
});

describe('Code 128 subset C', () => {
  it('encodes digit pairs with the weighted mod-103 check symbol', () => {
    // 105 + 12·1 + 34·2 = 185 → 185 mod 103 = 82
    expect(code128CSymbols('1234')).toEqual([105, 12, 34, 82, 106]);
    // 105 + 0 = 105 mod 103 = 2
    expect(code128CSymbols('00')).toEqual([105, 0, 2, 106]);
  });

  it('holds a Finnish bank barcode (54 digits) in 27 data symbols', () => {
    const code = '479440520200360820048831500000000868516259619897100612';
    const symbols = code128CSymbols(code);
    expect(symbols).toHaveLength(27 + 3);
    expect(code128Width(code)).toBe(20 + 29 * 11 + 13);
    const bars = code128Bars(code);
    // Three bars per symbol and four in the stop; the last bar ends before the quiet zone.
    expect(bars).toHaveLength(29 * 3 + 4);
    const [x, width] = bars[bars.length - 1]!;
    expect(x + width).toBe(code128Width(code) - 10);
  });

  it('refuses an odd number of digits or letters', () => {
    expect(() => code128CSymbols('123')).toThrow();
    expect(() => code128CSymbols('12a4')).toThrow();
  });
});
