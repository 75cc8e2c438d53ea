import type { ChapterEngineDefinition } from '../../../engines/core/types';
import { hudFigures, HUD_START } from './hudFigures';
import { useEngineValue, type EngineActor } from '../../host/useEngineState';
import styles from './ChapterStage.module.css';

export interface ChapterHudProps {
  unit: string;
  /** the run's actor (a new one on restart); null before the canvas is ready */
  actor: EngineActor;
  stats: ChapterEngineDefinition['stats'];
}

/** Speed, accuracy, time and progress, read from the engine's snapshots through useSelector. */
export function ChapterHud({ unit, actor, stats }: ChapterHudProps) {
  const f = useEngineValue(actor, (s) => hudFigures(stats(s)), HUD_START);
  return (
    <div className={styles.hud} aria-live="off">
      <div className={styles.figure}>
        <span>速度</span>
        <b data-testid="hud-speed">{f.cpm}</b>
        <small>{unit}</small>
      </div>
      <div className={styles.figure}>
        <span>正确率</span>
        <b data-testid="hud-accuracy">{f.accuracy}</b>
        <small>%</small>
      </div>
      <div className={styles.figure}>
        <span>用时</span>
        <b>{f.time}</b>
      </div>
      <div className={styles.progress} aria-hidden>
        <div className={styles.progressBar} style={{ transform: `scaleX(${f.progress})` }} />
      </div>
    </div>
  );
}
