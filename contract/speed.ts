/**
 * The one speed formula: units a minute over `ms`, whole; 0 over no time. Chapters, races (the
 * server's figures and the racer's HUD) and typing tests all count speed with it
 * (engines/core/stats.ts cpmOf, server/services/raceLane.ts, engines/typingTest/, src/routes/race).
 */
export function perMinute(units: number, ms: number): number {
  return ms > 0 ? Math.round((units * 60_000) / ms) : 0;
}
