// "Text us": an sms: link that opens the phone's messages to the office's mobile with the farmer's
// message already written. On one bar of signal a text goes through where a call drops. iPhones
// read the message after "&body=", Android phones as the query's "body": "?&body=" serves both,
// with no script to tell them apart. The words are the office's (settings, `textUs`).
import type { DialledNumber } from '../../conventions/phone-numbers.ts';

/** The words ready to send: `{product}` in the office's words becomes the product's name, and a message ending in a word is left with a space after it for the farmer to go on. */
export function textMessage(words: string, product?: string): string {
  const filled = product === undefined ? words : words.replaceAll('{product}', product);
  return /[\p{L}\p{N}]$/u.test(filled) ? `${filled} ` : filled;
}

/** The sms: link to `number` with `message` written in it (none: the messages open empty). */
export function textMessageHref(number: DialledNumber, message?: string): string {
  return message ? `sms:${number.tel}?&body=${encodeURIComponent(message)}` : `sms:${number.tel}`;
}
