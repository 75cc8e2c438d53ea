import { useEffect, useState } from 'react';
import type { HelpContact } from '../../contract/help';
import { request } from './http';

let cached: Promise<HelpContact> | null = null;

/** GET help/contact, asked once per page load (the operator's configuration changes only with a restart). */
export function helpContactApi(): Promise<HelpContact> {
  cached ??= request<HelpContact>('/help/contact', { silent: true }).catch((e: unknown) => {
    cached = null;
    throw e;
  });
  return cached;
}

/** The configured help contacts, null until known (or when they could not be read). */
export function useHelpContact(): HelpContact | null {
  const [contact, setContact] = useState<HelpContact | null>(null);
  useEffect(() => {
    let live = true;
    helpContactApi().then(
      (c) => live && setContact(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return contact;
}

/** Whether anything at all is configured (the contact sections are left out otherwise). */
export const hasContact = (c: HelpContact | null): c is HelpContact => !!c && !!(c.email || c.phone || c.hours || c.group || c.service);
