import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contactFile, type HelpContact } from '../../contract/help';

/** The QR images a support folder may hold; nothing else in it is ever served. */
export const SUPPORT_IMAGES = { group: ['group.png', 'group.jpg', 'group.svg'], service: ['service.png', 'service.jpg', 'service.svg'] } as const;
export const SUPPORT_FILES: readonly string[] = [...SUPPORT_IMAGES.group, ...SUPPORT_IMAGES.service];

/**
 * Reads the operator's help contacts from SUPPORT_DIR (README "Help contacts"):
 * contact.json (email, phone, hours, groupText, serviceText) and the QR images group.* / service.*.
 * A missing folder, file or field is simply not shown; a malformed contact.json stops the server at
 * start-up, so a typo is found before parents see a broken help menu.
 */
export function loadSupport(dir: string | undefined): HelpContact {
  const none: HelpContact = { email: null, phone: null, hours: null, group: null, service: null };
  if (!dir || !existsSync(dir)) return none;
  const file = join(dir, 'contact.json');
  let fields: ReturnType<typeof contactFile.parse> = {};
  if (existsSync(file)) {
    const parsed = contactFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${resolve(file)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    fields = parsed.data;
  }
  const image = (names: readonly string[]) => names.find((n) => existsSync(join(dir, n)));
  const groupImage = image(SUPPORT_IMAGES.group);
  const serviceImage = image(SUPPORT_IMAGES.service);
  return {
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    hours: fields.hours ?? null,
    group: groupImage ? { image: `/support/${groupImage}`, text: fields.groupText ?? '微信扫一扫，加入家长交流群' } : null,
    service: serviceImage ? { image: `/support/${serviceImage}`, text: fields.serviceText ?? '微信扫一扫，联系在线客服' } : null,
  };
}
