import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { Status } from '../../../contract/envelope';
import { printedCode, type Certificate } from '../../../contract/certificates';
import { certificateApi } from '../../api/certificates';
import { ApiError } from '../../api/http';
import { toast } from '../../state/toasts';
import { Logo } from '../../ui/Logo';
import { CertificateArt } from './CertificateArt';
import { FigureList } from './FigureList';
import { CodeForm } from './CodeForm';
import { savePng, useCertificateAssets, verifyUrlOf } from './certificateImage';
import styles from './Certificate.module.css';

type Lookup = { state: 'loading' } | { state: 'found'; certificate: Certificate } | { state: 'refused'; status: number; message: string };

/** What to say when the server has no certificate to show: its own words, and what they mean. */
function Refused({ status, message, code }: { status: number; message: string; code: string }) {
  const title = status === Status.notFound ? '没有这张奖状' : status === Status.invalid ? '奖状编号格式不对' : status === Status.tooMany ? '查询太频繁了' : '暂时查不到';
  // the server's words begin with the heading's (没有这张奖状：…): said once, not twice (issue 40)
  const rest = message.startsWith(title) ? message.slice(title.length).replace(/^[：:，,\s]+/, '') : message;
  return (
    <section className={`card ${styles.verdict} ${styles.bad}`} data-testid="certificate-verdict" data-verdict="none">
      <h1>✖ {title}</h1>
      {rest && <p>{rest}</p>}
      {status === Status.notFound && <p>小键盘侠发出的每张奖状都在这里查得到。查不到，就说明它不是小键盘侠发的，或者编号抄错了。</p>}
      {status !== Status.tooMany && (
        <div className={styles.again}>
          <CodeForm initial={code} />
        </div>
      )}
    </section>
  );
}

/**
 * /certificate/{code}: the public verify page (no sign-in). It shows the certificate as the server
 * records it — and only that — with 保存图片 and 打印 for its owner, or says plainly that there is none.
 */
export default function CertificatePage() {
  const { code = '' } = useParams<{ code: string }>();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const art = useRef<SVGSVGElement>(null);
  const found = lookup.state === 'found' ? lookup.certificate : null;
  const assets = useCertificateAssets(found?.code ?? null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setLookup({ state: 'loading' });
    certificateApi(code)
      .then((certificate) => live && setLookup({ state: 'found', certificate }))
      .catch((e: unknown) => live && setLookup({ state: 'refused', status: e instanceof ApiError ? e.status : 0, message: e instanceof Error ? e.message : '网络连接失败' }));
    return () => {
      live = false;
    };
  }, [code]);

  const save = async () => {
    if (!art.current || !found) return;
    setSaving(true);
    try {
      await savePng(art.current, `奖状-${found.code}.png`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '证书图片生成失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={`${styles.bar} ${styles.noPrint}`}>
        <Logo compact />
        <Link to="/" className="btn btn-ghost">
          去小键盘侠看看
        </Link>
      </header>
      {lookup.state === 'loading' && <p className={styles.muted}>正在查找这张奖状…</p>}
      {lookup.state === 'refused' && <Refused key={code} status={lookup.status} message={lookup.message} code={code} />}
      {found && (
        <>
          <section className={`card ${styles.verdict} ${styles.good} ${styles.noPrint}`} data-testid="certificate-verdict" data-verdict="real">
            <h1>✔ 这张奖状是真的</h1>
            <p>
              小键盘侠的记录里有编号 <b className={styles.code}>{printedCode(found.code)}</b> 的奖状，记录的内容如下：
            </p>
            <FigureList certificate={found} />
          </section>
          <div className={styles.sheet}>
            <CertificateArt ref={art} certificate={found} qr={assets.qr} mascot={assets.mascot} verifyUrl={verifyUrlOf(found.code)} />
          </div>
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <button type="button" className="btn btn-big" onClick={save} disabled={saving || !assets.qr || !assets.mascot}>
              {saving ? '正在生成图片…' : '保存图片'}
            </button>
            <button type="button" className="btn btn-big btn-sky" onClick={() => window.print()}>
              打印（A4 横向）
            </button>
          </div>
        </>
      )}
    </div>
  );
}
