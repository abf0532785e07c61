// Text in the standard PDF fonts' WinAnsiEncoding: the characters it has become their byte, a
// letter with an accent it lacks loses the accent (ā → a), and anything else becomes '?'.
import { FIRST_CODE, HELVETICA_BOLD_WIDTHS, HELVETICA_WIDTHS } from './font-metrics';

/** The characters WinAnsiEncoding places at 128–159, where it differs from Latin-1. */
const WIN_ANSI_EXTRA: Record<number, number> = {
  0x20ac: 128,
  0x201a: 130,
  0x0192: 131,
  0x201e: 132,
  0x2026: 133,
  0x2020: 134,
  0x2021: 135,
  0x02c6: 136,
  0x2030: 137,
  0x0160: 138,
  0x2039: 139,
  0x0152: 140,
  0x017d: 142,
  0x2018: 145,
  0x2019: 146,
  0x201c: 147,
  0x201d: 148,
  0x2022: 149,
  0x2013: 150,
  0x2014: 151,
  0x02dc: 152,
  0x2122: 153,
  0x0161: 154,
  0x203a: 155,
  0x0153: 156,
  0x017e: 158,
  0x0178: 159,
};

/** Stand-ins for common characters the encoding lacks. */
const SUBSTITUTES: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};

function codeOf(codePoint: number): number | null {
  if (codePoint >= 32 && codePoint <= 126) return codePoint;
  if (codePoint >= 160 && codePoint <= 255) return codePoint;
  return WIN_ANSI_EXTRA[codePoint] ?? null;
}

/**
 * The text as a string of WinAnsi byte values (each char's code is one byte, ready for a
 * 'latin1' Buffer). Line breaks and tabs become spaces; callers split lines before encoding.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const direct = codeOf(codePoint);
    if (direct !== null) {
      out += String.fromCharCode(direct);
      continue;
    }
    if (char === '\t' || char === '\n' || char === '\r') {
      out += ' ';
      continue;
    }
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) {
      out += substitute;
      continue;
    }
    // A letter with a mark the encoding lacks: its base letter, when that is encodable.
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (base && base !== char && [...base].every((c) => codeOf(c.codePointAt(0)!) !== null)) {
      out += base;
      continue;
    }
    if (/\p{M}|\p{Cc}|\p{Cf}/u.test(char)) continue;
    out += '?';
  }
  return out;
}

export type FontName = 'regular' | 'bold';

/** The width in points of WinAnsi-encoded text (from toWinAnsi) at `size`. */
export function textWidth(encoded: string, size: number, font: FontName = 'regular'): number {
  const widths = font === 'bold' ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS;
  let total = 0;
  for (let index = 0; index < encoded.length; index += 1) {
    const code = encoded.charCodeAt(index);
    total += widths[code - FIRST_CODE] ?? 0;
  }
  return (total * size) / 1000;
}
