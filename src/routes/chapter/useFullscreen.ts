import { useCallback, useEffect, useState } from 'react';
import { Messages } from '../../../contract/envelope';
import { toast } from '../../state/toasts';

/** Full screen for classroom projectors; warns with SPEC.md's text where the browser cannot. */
export function useFullscreen(target: () => HTMLElement | null) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(async () => {
    const el = target() ?? document.documentElement;
    if (!document.fullscreenEnabled || typeof el.requestFullscreen !== 'function') {
      toast.error(Messages.fullscreenUnsupported);
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await el.requestFullscreen();
    } catch {
      toast.error(Messages.fullscreenUnsupported);
    }
  }, [target]);
  return { active, toggle };
}
