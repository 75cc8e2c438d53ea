import type { EngineEvent } from './types';

/**
 * The key log (issue 41): what a chapter run, a class race, a typing test and a game round all
 * hand the server, which replays it through the same machine and computes the figures itself.
 *
 * One entry: [ms, KeyboardEvent.code, key] — ms of the run's time (a chapter's from its first
 * logged event; a game's game time since the round began, pauses excluded). Two codes are not
 * keys: COMPOSITION_CODE carries text an IME committed (the third field is the text), PROP_CODE a
 * prop the child used in a game (the third field is the prop's name).
 */
export type KeyLogEntry = [ms: number, code: string, key: string];
export const COMPOSITION_CODE = 'Composition';
export const PROP_CODE = 'Prop';
/**
 * The most characters one IME commit carries in a log: an IME commits a word or a phrase; a longer
 * commit (a whole sentence typed as one pinyin string) is sent as several, split by the page
 * (engines/core/input.ts), and a log with a longer one is refused (server/services/replay/bounds.ts).
 */
export const MAX_COMMIT_CHARS = 16;

/** The events a log keeps: a key, or text an IME committed. */
export type LoggedEvent = Extract<EngineEvent, { type: 'input.key' | 'input.composition' }>;
export const isLogged = (event: EngineEvent): event is LoggedEvent => event.type === 'input.key' || event.type === 'input.composition';

/** The one producer of entries: a key or IME commit at `ms` of the run's time. A game's rules log judged keys with it at game time. */
export function entryAt(event: LoggedEvent, ms: number): KeyLogEntry {
  return event.type === 'input.key' ? [ms, event.code, event.key] : [ms, COMPOSITION_CODE, event.text];
}

/** The entry of a typing event `ms` after `originMs` (whole ms, never before it), or null for an event a log does not keep. */
export function logEntryOf(event: EngineEvent, originMs: number): KeyLogEntry | null {
  return isLogged(event) ? entryAt(event, Math.max(0, Math.round(event.timeStamp - originMs))) : null;
}

/**
 * The key log of a chapter run — a chapter, a class race, a typing test: fed every event the engine
 * is sent (src/host/chapterPolicy.ts), it hands on each key and IME commit as an entry timed from
 * the run's first logged event.
 */
export function chapterKeyLog(onLogged: (entry: KeyLogEntry, event: LoggedEvent) => void): (event: EngineEvent) => void {
  let origin: number | null = null;
  return (event) => {
    if (!isLogged(event)) return;
    origin ??= event.timeStamp;
    onLogged(entryAt(event, Math.max(0, Math.round(event.timeStamp - origin))), event);
  };
}

/** The typing event a log entry stands for (a chapter replay's; a game's replay also knows props: gameLogEvent). */
export function logEvent([ms, code, key]: KeyLogEntry): EngineEvent {
  return code === COMPOSITION_CODE ? { type: 'input.composition', text: key, timeStamp: ms } : { type: 'input.key', key, code, timeStamp: ms };
}

/** The event a game round's log entry stands for: a key, an IME commit or a prop. */
export function gameLogEvent(entry: KeyLogEntry): EngineEvent {
  return entry[1] === PROP_CODE ? { type: 'game.prop', prop: entry[2], timeStamp: entry[0] } : logEvent(entry);
}
