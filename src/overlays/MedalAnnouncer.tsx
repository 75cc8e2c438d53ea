import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import type { MedalId } from '../../contract/certificates';
import { medalsApi, medalsSeenApi } from '../api/certificates';
import { isStudent, session } from '../state/session';
import { toast } from '../state/toasts';
import { announcesMedalsHere } from './medalPlaces';

/** At most one look every so often, however fast the child moves between pages. */
const LOOK_EVERY_MS = 10_000;
/** when the shelf was last asked for (module-wide: the announcer mounts only on the pages that announce) */
let lastLook = 0;

/**
 * Announces each newly earned medal once: on a page between practices it asks for the shelf, shows
 * a toast for every earned medal not yet seen, and tells the server they were seen.
 */
export function MedalAnnouncer() {
  const snap = useSnapshot(session);
  const [location] = useLocation();
  const roleId = snap.role?.id;
  const student = isStudent(snap);
  useEffect(() => {
    if (!student || !roleId || !announcesMedalsHere(location)) return;
    const now = performance.now();
    if (lastLook && now - lastLook < LOOK_EVERY_MS) return;
    lastLook = now;
    medalsApi(true)
      .then((shelf) => {
        const fresh = shelf.filter((m) => m.earnedAt && !m.seen);
        if (!fresh.length) return;
        for (const m of fresh) toast.success(`${m.icon} 获得新勋章「${m.name}」！${m.rule}`, 6000);
        return medalsSeenApi(fresh.map((m) => m.id as MedalId));
      })
      .catch(() => {});
  }, [student, roleId, location]);
  return null;
}
