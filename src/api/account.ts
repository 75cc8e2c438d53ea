import type { Calendar, DayReport, FamilyWeek, LedgerPage, SignInResult } from '../../contract/account';
import { request } from './http';

// The account screens' /student calls (API.md Student), always for the active student role.

export const signInApi = () => request<SignInResult>('/student/signIn', { method: 'POST', silent: true });
export const calendarApi = (month?: string) => request<Calendar>('/student/calendar', { query: { month: month || undefined } });
export const ledgerApi = (page: number, pageSize = 20) => request<LedgerPage>('/student/point/ledger', { query: { page, pageSize } });
export const dailyReportApi = (date?: string) => request<DayReport>('/student/dailyReport', { query: { date } });
export const familyWeekApi = () => request<FamilyWeek>('/student/family/week');
