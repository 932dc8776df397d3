// "Text us" (src/lib/company/text-message.ts): the office's words with the product's name in them,
// in an sms: link both iPhones and Android phones open with the message written.
import { describe, expect, it } from 'vitest';
import { textMessage, textMessageHref } from '../../src/lib/company/text-message.ts';
import { mobilePhone } from '../../src/schemas/common.ts';

const mobile = mobilePhone.parse('027 555 0100');

describe('textMessage', () => {
  it('puts the product\u2019s name where the words say {product}, and leaves a space to go on typing after a word', () => {
    expect(textMessage('Hi, could I get a price on {product} delivered to', 'Calf Grower 20%')).toBe(
      'Hi, could I get a price on Calf Grower 20% delivered to ',
    );
    expect(textMessage('Hi, a price please.')).toBe('Hi, a price please.');
  });
});

describe('textMessageHref', () => {
  it('writes the message after "?&body=", encoded, to the mobile in the +64 form', () => {
    const href = textMessageHref(mobile, 'Hi, a price on Calf Grower 20% & PKE? ');
    expect(href).toBe('sms:+64275550100?&body=Hi%2C%20a%20price%20on%20Calf%20Grower%2020%25%20%26%20PKE%3F%20');
    // Android reads the query's "body", iPhone what follows "&body=": both get the whole message back.
    const url = new URL(href);
    expect(url.protocol).toBe('sms:');
    expect(new URLSearchParams(url.search).get('body')).toBe('Hi, a price on Calf Grower 20% & PKE? ');
    expect(decodeURIComponent(href.split('&body=')[1]!)).toBe('Hi, a price on Calf Grower 20% & PKE? ');
  });

  it('opens the messages empty when the office gives no words', () => {
    expect(textMessageHref(mobile)).toBe('sms:+64275550100');
  });
});

describe('mobilePhone', () => {
  it('takes a mobile and refuses a landline or a free phone, which texts do not reach', () => {
    expect(mobilePhone.safeParse('021 555 0123').success).toBe(true);
    for (const number of ['03 555 0142', '0800 555 188']) {
      expect(mobilePhone.safeParse(number).error?.issues.map(({ message }) => message)).toEqual([
        'must be a New Zealand mobile number, like 021 555 0123 or 027 555 0100: texts reach mobiles only',
      ]);
    }
  });
});
