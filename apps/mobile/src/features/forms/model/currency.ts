import { LIMITS } from '@baton/contracts/limits';

/** Why a currency entry was refused; keys of `currency.` in the forms namespace. */
export type CurrencyError = 'invalid' | 'tooLarge';

export type CurrencyParse = { ok: true; value: number | null } | { ok: false; error: CurrencyError };

const ALLOWED = /^[\d,]*\.?\d*$/;

/**
 * Reads a currency entry (spec §5): digits, commas and one point only, at most 99999999999.99, two decimals
 * kept (rounded half up on the cent). An empty entry is a valid "no amount".
 */
export function parseCurrency(text: string): CurrencyParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!ALLOWED.test(trimmed)) return { ok: false, error: 'invalid' };
  const plain = trimmed.replaceAll(',', '');
  if (plain === '' || plain === '.') return { ok: false, error: 'invalid' };
  const value = roundCents(Number(plain));
  if (!Number.isFinite(value)) return { ok: false, error: 'invalid' };
  if (value > LIMITS.currencyMax) return { ok: false, error: 'tooLarge' };
  return { ok: true, value };
}

/** Rounds to cents from the decimal text, so 1.005 gives 1.01 (binary floating point would give 1.00). */
export function roundCents(value: number): number {
  if (!Number.isFinite(value)) return value;
  const [int = '0', frac = ''] = Math.abs(value).toFixed(10).split('.');
  let cents = BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
  if (Number(frac[2] ?? '0') >= 5) cents += 1n;
  const result = Number(cents) / 100;
  return value < 0 ? -result : result;
}

/** 1234.5 → "1,234.50". */
export function formatCurrency(value: number): string {
  const [int = '0', frac = '00'] = roundCents(value).toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const RADICES = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '兆'];

/**
 * The amount in Chinese capitals, as written on invoices: 1234.5 → 壹仟贰佰叁拾肆元伍角; 100 → 壹佰元整;
 * 1001.05 → 壹仟零壹元零伍分. Values outside 0 … 99999999999.99 give an empty text.
 */
export function toChineseCapitals(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (value < 0 || value > LIMITS.currencyMax) return '';
  const [intText = '0', fracText = '00'] = roundCents(value).toFixed(2).split('.');
  let text = '';
  if (Number(intText) > 0) {
    let zeros = 0;
    for (let i = 0; i < intText.length; i++) {
      const digit = Number(intText[i]);
      const position = intText.length - i - 1;
      const radix = position % 4;
      if (digit === 0) {
        zeros++;
      } else {
        if (zeros > 0) text += DIGITS[0];
        zeros = 0;
        text += DIGITS[digit]! + RADICES[radix]!;
      }
      // A section unit (万, 亿) is written unless its whole section of four digits was zero.
      if (radix === 0 && zeros < 4) text += SECTIONS[position / 4]!;
    }
    text += '元';
  }
  const jiao = Number(fracText[0]);
  const fen = Number(fracText[1]);
  if (jiao === 0 && fen === 0) return text === '' ? '零元整' : `${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (text !== '') text += DIGITS[0];
  if (fen > 0) text += `${DIGITS[fen]}分`;
  return text;
}
