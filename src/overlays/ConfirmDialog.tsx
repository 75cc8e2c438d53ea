import { useSnapshot } from 'valtio';
import { Dialog } from '../ui/Dialog';
import { answerConfirm, confirms } from '../state/confirm';

/** Shows the first waiting confirm() question; closing it counts as cancel. */
export default function ConfirmDialog() {
  const { queue } = useSnapshot(confirms);
  const c = queue[0];
  if (!c) return null;
  return (
    <Dialog
      key={c.id}
      size="small"
      title={c.title}
      onClose={() => answerConfirm(c.id, false)}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => answerConfirm(c.id, false)}>
            {c.cancelText ?? '取消'}
          </button>
          <button type="button" className={`btn ${c.danger ? 'btn-danger' : ''}`} onClick={() => answerConfirm(c.id, true)} autoFocus>
            {c.okText ?? '确定'}
          </button>
        </>
      }
    >
      <p style={{ margin: 0, fontSize: '1.1rem' }}>{c.message}</p>
    </Dialog>
  );
}
