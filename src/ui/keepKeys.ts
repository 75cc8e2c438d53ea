/** A key name or key sequence in a title: letters, digits and the punctuation keys (F, Shift, ;, 4). */
const KEY = String.raw`[A-Za-z0-9;:'",.<>/?\[\]{}\\|\-=+_\`~!@#$%^&*()]+`;
const NBSP = '\u00A0';

/**
 * A title as it should wrap: the spaces around a key name glue it to its neighbours, so "食指找 F 和 J"
 * never breaks as 食指找 F / 和 J nor inside a key; only the Chinese before it may wrap on a narrow phone.
 */
export function keepKeys(title: string): string {
  return title.replace(new RegExp(`(${KEY}) (?=\\S)|(\\S) (?=${KEY})`, 'g'), (_m, key: string | undefined, before: string | undefined) => `${key ?? before}${NBSP}`);
}
