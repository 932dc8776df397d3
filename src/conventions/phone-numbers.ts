// New Zealand phone numbers as the office types them ("0800 555 188", "03 555 0142",
// "+64 21 555 0123"), read, checked and written by libphonenumber-js, which carries Google's
// libphonenumber data: which numbers New Zealand has, how each kind is grouped and how it is dialled.
// A free phone (0800, 0508) and a premium number (0900) cannot be dialled in the +64 form from
// abroad, and not every network at home routes that form either: they are dialled as written at
// home. Every other number is dialled in the +64 form, which works from anywhere.
import { Metadata, parsePhoneNumberFromString, type PhoneNumberType, type NumberingPlan } from 'libphonenumber-js/max';

const COUNTRY = 'NZ';

/** The kinds of number that are dialled only from inside the country, in its own form. */
const DIALLED_AT_HOME: readonly PhoneNumberType[] = ['TOLL_FREE', 'PREMIUM_RATE'];

// Every kind of number the library knows for the country. Its valid numbers are those of one of
// these kinds: the number's pattern and one of its lengths.
const KINDS: readonly PhoneNumberType[] = [
  'FIXED_LINE',
  'MOBILE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
];

/** The kinds a text message reaches. */
export const MOBILE: readonly PhoneNumberType[] = ['MOBILE'];

/** A phone number as a page shows it and as a link dials it. */
export interface DialledNumber {
  /** Grouped as the office typed it, or as New Zealanders write it where it was typed ungrouped, e.g. "0800 555 188", "03 555 0142". */
  display: string;
  /** What a tel: or sms: link dials: "0800555188" for a free phone, "+6435550142" for the rest. */
  tel: string;
}

/** The number `typed` names, read as a New Zealand number of one of `kinds`; undefined when it is not one New Zealand has. */
export function dialledNumber(typed: string, kinds: readonly PhoneNumberType[] = KINDS): DialledNumber | undefined {
  const parsed = parsePhoneNumberFromString(typed.trim(), COUNTRY);
  if (!parsed || parsed.country !== COUNTRY || !parsed.isValid() || !kinds.includes(parsed.getType() as PhoneNumberType)) return undefined;
  const national = parsed.formatNational();
  const atHome = DIALLED_AT_HOME.includes(parsed.getType() as PhoneNumberType);
  // Shown as the office grouped it, where it did ("027 418 3390": the library's own grouping of some
  // mobiles, "0274 183 390", reads as another number to the business); else in the library's groups.
  const grouped = /^0\d{1,4}(?: \d{2,4})+$/.test(typed.trim()) ? typed.trim() : national;
  return { display: grouped, tel: atHome ? national.replace(/\D/g, '') : parsed.number };
}

/** A kind's rule in the library's numbering plan: its pattern of national digits and their lengths. */
interface KindRule {
  pattern(): string;
  possibleLengths(): number[] | undefined;
}

/** The plan's rules by kind: the library's typings name only its documented methods. */
type PlanWithKinds = NumberingPlan & { type(kind: PhoneNumberType): KindRule | undefined };

/** Each digit of a library pattern (`\d`, `[2-9]`, `5`) followed by any spaces, so the pattern reads the number as typed. */
const spaced = (pattern: string) => pattern.replace(/\\d|\[[^\]]*\]|\d(?![^{]*\})/g, (digit) => `(?:${digit} *)`);

/**
 * The numbers `dialledNumber` takes, as one regular expression over the typed text ("03 555 0142",
 * "+64 3 555 0142"): what the editor's form can check before a save. Made from the library's own
 * patterns for each kind of number; tests/unit/phone-numbers.test.ts holds the two in agreement.
 */
export function phonePattern(kinds: readonly PhoneNumberType[] = KINDS): RegExp {
  const metadata = new Metadata();
  metadata.selectNumberingPlan(COUNTRY);
  const plan = metadata.numberingPlan as PlanWithKinds;
  const rules = kinds
    .map((kind) => plan.type(kind))
    .filter((rule): rule is KindRule => Boolean(rule?.pattern()))
    .map((rule) => {
      const lengths = (rule.possibleLengths() ?? []).map((length) => `(?:\\d *){${length}}$`).join('|');
      return `${lengths ? `(?=${lengths})` : ''}(?:${spaced(rule.pattern())})$`;
    });
  return new RegExp(`^(?:0|\\+ *6 *4) *(?:${rules.join('|')})`);
}
