import { DEFAULT_HELP_TIPS, engineFacts } from '../../../engines/registry';
import { openDialog } from '../../state/dialogs';
import { Dialog } from '../../ui/Dialog';
import styles from './ChapterHeader.module.css';

/** How to play this chapter, in a child's words: the shared Dialog (Escape closes, focus returns to 帮助). */
export function ChapterHelp(p: { engine: string; /** this chapter's own tip (小提示), shown first */ tip?: string; onClose(): void }) {
  return (
    <Dialog
      title="怎么练习？"
      onClose={p.onClose}
      size="small"
      footer={
        <>
          <button type="button" className="btn btn-sky" onClick={() => openDialog('fingering')}>
            键盘指法查询
          </button>
          <button type="button" className="btn" onClick={p.onClose} autoFocus>
            知道了
          </button>
        </>
      }
    >
      <ol className={styles.helpTips}>
        {[...(p.tip ? [p.tip] : []), ...(engineFacts(p.engine)?.helpTips ?? DEFAULT_HELP_TIPS)].map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
    </Dialog>
  );
}
