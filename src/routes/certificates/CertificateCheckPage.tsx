import { CodeForm } from './CodeForm';
import styles from './Certificate.module.css';

/**
 * /certificate: 查验奖状 — for parents and schools holding a printed certificate without a phone
 * to scan its QR code (issue 40: /certificate alone was a 404). The code opens /certificate/{code}.
 */
export default function CertificateCheckPage() {
  return (
    <div className={styles.page}>
      <section className={`card ${styles.check}`}>
        <h1>查验奖状</h1>
        <p>小键盘侠发出的每张奖状都有一个编号。输入编号，就能看到我们记录里的这张奖状：名字、成绩和日期，和纸上的一样才是真的。</p>
        <CodeForm autoFocus />
        <p className={styles.muted}>有手机的话，扫一扫奖状上的二维码也能查。</p>
      </section>
    </div>
  );
}
