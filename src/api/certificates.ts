import type { Certificate, MedalId, MedalState, OwnCertificate } from '../../contract/certificates';
import { request } from './http';

// 奖状 and 勋章 (docs/API-certificates.md).

/** The public verify lookup: no sign-in needed; the page shows a refusal itself. */
export const certificateApi = (code: string) => request<Certificate>(`/certificate/${encodeURIComponent(code)}`, { silent: true });
export const myCertificatesApi = () => request<OwnCertificate[]>('/student/certificates');
export const familyCertificatesApi = () => request<OwnCertificate[]>('/student/family/certificates', { silent: true });
export const medalsApi = (silent = false) => request<MedalState[]>('/student/medals', { silent });
export const medalsSeenApi = (ids: MedalId[]) => request<MedalState[]>('/student/medals/seen', { method: 'POST', body: { ids }, silent: true });
