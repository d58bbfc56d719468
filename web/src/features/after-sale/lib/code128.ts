/**
 * Code 128 symbol widths (bar, space, bar, space, bar, space), values 0–105, from ISO/IEC 15417;
 * 106 is the stop pattern (seven elements with its final bar).
 */
export const code128Patterns = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
] as const;

const startC = 105;
const stop = 106;

/** The symbol values of an even number of digits in subset C: start, pairs, check, stop. */
export function code128CSymbols(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error('Code 128 C needs an even number of digits.');
  const pairs = digits.match(/\d\d/g)!.map(Number);
  // The check symbol: the start's value plus each symbol's value times its position, mod 103.
  const check = pairs.reduce((sum, value, index) => sum + value * (index + 1), startC) % 103;
  return [startC, ...pairs, check, stop];
}

/** The bars as [x, width] in modules, after a quiet zone of `quiet` modules. */
export function code128Bars(digits: string, quiet = 10): Array<[number, number]> {
  const bars: Array<[number, number]> = [];
  let x = quiet;
  for (const symbol of code128CSymbols(digits)) {
    [...code128Patterns[symbol]!].forEach((width, index) => {
      if (index % 2 === 0) bars.push([x, Number(width)]);
      x += Number(width);
    });
  }
  return bars;
}

/** The whole symbol's width in modules, quiet zones included. */
export const code128Width = (digits: string, quiet = 10): number =>
  quiet * 2 + (code128CSymbols(digits).length - 1) * 11 + 13;
