import { openDialog } from '../../state/dialogs';
import { Dialog } from '../../ui/Dialog';
import styles from './ChapterHeader.module.css';

const tips: Record<string, string[]> = {
  typing_text: ['眼睛看屏幕，不看键盘。', '按屏幕上亮起的键；小手会告诉你用哪根手指。', '一行打完按回车键 ↵。', '打错了会变红，按对的键就能继续。'],
  typing_invoice: ['用右手在小键盘上输入数字。', '一个栏目输完后按回车键进入下一栏。', '食指放在 4，中指放在 5，无名指放在 6。'],
  typing_pinyin: ['看着汉字上面的拼音，打出拼音字母。', '声调不用打；ü 要用 v 键打。', '打开「跟读」，小键盘侠会读给你听。'],
  logographic: ['打开电脑的拼音输入法。', '在下面的输入框里打出汉字，选好字后它会出现在屏幕上。', '打错的字是红色的，按退格键删掉再打。'],
  video: ['看小手怎么放在键盘上。', '可以暂停，也可以重播。', '看完就去练习吧！'],
};

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
        {[...(p.tip ? [p.tip] : []), ...(tips[p.engine] ?? tips.typing_text)].map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
    </Dialog>
  );
}
