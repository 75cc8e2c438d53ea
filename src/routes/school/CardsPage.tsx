import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { printedCardCode, type ClassCards, type LoginCard } from '../../../contract/school';
import { ApiError } from '../../api/http';
import { changeCardApi, classCardsApi, deleteChildApi, exportChildApi } from '../../api/school';
import { confirm } from '../../state/confirm';
import { toast } from '../../state/toasts';
import { Avatar } from '../../ui/Avatar';
import { Picture } from './Pictures';
import styles from './Cards.module.css';

/** The QR images of the cards, made here (qrcode, as the 奖状 and the invite make theirs). */
function useQrs(cards: readonly LoginCard[]): Record<string, string> {
  const [qrs, setQrs] = useState<Record<string, string>>({});
  const key = cards.map((c) => c.qrPath).join('|');
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (m) => {
      const out: Record<string, string> = {};
      for (const c of cards) out[c.cardId] = await m.default.toDataURL(`${window.location.origin}${c.qrPath}`, { width: 240, margin: 1, errorCorrectionLevel: 'M' });
      if (live) setQrs(out);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return qrs;
}

function Card({ card, className, classCode, qr }: { card: LoginCard; className: string; classCode: string; qr?: string }) {
  return (
    <article className={styles.card} data-testid="login-card">
      <div className={styles.who}>
        <Avatar file={card.avatar} name={card.roleName} size={64} />
        <div>
          <div className={styles.name}>{card.roleName}</div>
          <div className={styles.class}>{className}</div>
        </div>
      </div>
      <div className={styles.qr}>{qr ? <img src={qr} alt={`${card.roleName}的登录二维码`} /> : null}</div>
      <div className={styles.ways}>
        <div className={styles.way}>📱 扫一扫就登录</div>
        <div className={styles.way}>💻 电脑：班级码 <b>{classCode}</b></div>
        <div className={styles.pictures} aria-label="图片密码">
          {card.pictures.map((p, i) => (
            <span key={i} className={styles.picture}>
              <i>{i + 1}</i>
              <Picture id={p} size={34} />
            </span>
          ))}
        </div>
        <div className={styles.code}>登录码 {printedCardCode(card.code)}</div>
      </div>
    </article>
  );
}

/** 登录卡: an A4 sheet of 10 cards a page (CSS print), and the teacher's card actions beside it on screen. */
export default function CardsPage() {
  const { groupId } = useParams<{ groupId: string }>();
  const [data, setData] = useState<ClassCards | null>(null);
  const [only, setOnly] = useState<string | null>(null);
  /** the class's cards cannot be shown (not this class's teacher, no such class): why, with the way back */
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => classCardsApi(groupId).then(setData, (e: unknown) => setFailure(e instanceof ApiError ? e.message : '网络有点问题，请再试一次')), [groupId]);
  useEffect(() => void load(), [load]);
  const qrs = useQrs(data?.cards ?? []);

  useEffect(() => {
    if (!only) return;
    const after = () => setOnly(null);
    window.addEventListener('afterprint', after, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', after);
  }, [only]);

  if (failure && !data)
    return (
      <div className={styles.page}>
        <h1>登录卡</h1>
        <p className={styles.hint} role="alert">{failure}</p>
        <Link to="/group" className="btn btn-ghost">← 返回班级</Link>
      </div>
    );
  if (!data) return <p className={styles.loading}>正在加载登录卡…</p>;
  const act = async (card: LoginCard, change: 'revoke' | 'resetPictures' | 'unlock') => {
    if (change === 'revoke' && !(await confirm({ title: '作废这张卡', message: `「${card.roleName}」的旧登录卡（二维码和登录码）会马上不能用，要打印一张新的。确定吗？`, okText: '作废并换新卡', danger: true }))) return;
    await changeCardApi(card.cardId, change);
    toast.success(change === 'revoke' ? '旧卡已作废，请打印新卡' : change === 'resetPictures' ? '图片密码已重设，请打印新卡' : '已解锁');
    await load();
  };
  const download = async (card: LoginCard) => {
    const json = await exportChildApi(card.roleId);
    const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `${card.roleName}-学习数据.json` });
    a.click();
    URL.revokeObjectURL(url);
  };
  const remove = async (card: LoginCard) => {
    if (!(await confirm({ title: '删除学生', message: `删除「${card.roleName}」和TA的全部积分、练习记录和奖状？删除后不能恢复。`, okText: '删除', danger: true }))) return;
    await deleteChildApi(card.roleId);
    toast.success('已删除');
    await load();
  };

  const shown = only ? data.cards.filter((c) => c.cardId === only) : data.cards;
  return (
    <div className={styles.page}>
      <header className={styles.toolbar}>
        <Link to={`/group?class=${encodeURIComponent(groupId)}`} className="btn btn-ghost">← 返回班级</Link>
        <h1>{data.className} · 登录卡</h1>
        <span className={styles.classCode}>班级码 <b data-testid="class-code">{data.classCode}</b></span>
        <button type="button" className="btn btn-grass" onClick={() => window.print()} disabled={!data.cards.length} data-testid="print-cards">🖨️ 打印全部（每页10张）</button>
      </header>
      {!data.cards.length && <p className={styles.loading}>这个班还没有老师添加的学生。先在班级页“添加学生”吧。</p>}
      <section className={styles.sheet} data-testid="card-sheet">
        {shown.map((c) => <Card key={c.cardId} card={c} className={data.className} classCode={data.classCode} qr={qrs[c.cardId]} />)}
      </section>
      {data.cards.length > 0 && (
        <section className={`card ${styles.manage}`}>
          <h2>管理登录卡</h2>
          <p className={styles.hint}>卡丢了就“作废换新”：旧二维码和登录码马上失效。图片密码连续错{5}次卡片会锁住，孩子会看到“请找老师”的提示。</p>
          <table className={styles.table}>
            <tbody>
              {data.cards.map((c) => (
                <tr key={c.cardId} data-testid="card-row">
                  <td><Avatar file={c.avatar} name={c.roleName} size={32} /> {c.roleName}{c.studentNo && <small> 学号{c.studentNo}</small>}</td>
                  <td>{c.locked ? <b className={styles.locked}>🔒 已锁住</b> : '正常'}</td>
                  <td className={styles.actions}>
                    {c.locked && <button type="button" className="btn btn-grass" onClick={() => act(c, 'unlock')}>解锁</button>}
                    <button type="button" className="btn btn-ghost" onClick={() => setOnly(c.cardId)}>重印</button>
                    <button type="button" className="btn btn-ghost" onClick={() => act(c, 'resetPictures')}>重设图片密码</button>
                    <button type="button" className="btn btn-ghost" onClick={() => act(c, 'revoke')}>作废换新</button>
                    <button type="button" className="btn btn-ghost" onClick={() => download(c)}>导出数据</button>
                    <button type="button" className="btn btn-ghost" onClick={() => remove(c)}>删除</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
