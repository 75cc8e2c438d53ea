import { useState } from 'react';
import { IMPORT_FILE_MAX, type ImportPreview, type ImportPreviewBody } from '../../../contract/school';
import { createStudentsApi, previewStudentsApi } from '../../api/school';
import { toast } from '../../state/toasts';
import styles from './School.module.css';

/** A file's bytes as base64 (the preview reads CSV in any of Chinese Excel's encodings, and .xlsx, on the server). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** 添加学生 on the class page: names one a line, a pasted column, or a CSV/Excel file → a preview → made all at once on 确认. */
export function AddStudents({ groupId, onMade }: { groupId: string; onMade(): void }) {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (body: ImportPreviewBody) => {
    setBusy(true);
    try {
      setPreview(await previewStudentsApi(groupId, body));
    } finally {
      setBusy(false);
    }
  };
  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_FILE_MAX) return toast.error('文件太大了：请只放学生名单，不超过150KB');
    await check({ file: { name: file.name, data: await base64Of(file) } });
  };
  const confirmMake = async () => {
    if (!preview?.ok) return;
    setBusy(true);
    try {
      const made = await createStudentsApi(groupId, preview.rows.map((r) => ({ name: r.name, studentNo: r.studentNo })));
      toast.success(`已添加${made.length}个学生，可以打印登录卡了`);
      setPreview(null);
      setText('');
      onMade();
    } finally {
      setBusy(false);
    }
  };

  const bad = preview?.rows.filter((r) => r.problem).length ?? 0;
  return (
    <div className={styles.add} data-testid="add-students">
      <label className={styles.label} htmlFor="student-names">
        每行写一个学生的名字，也可以从表格里复制一列（或“学号、姓名”两列）粘贴进来
      </label>
      <textarea id="student-names" className={styles.names} rows={6} value={text} onChange={(e) => { setText(e.target.value); setPreview(null); }} placeholder={'小明\n小红\n小刚'} />
      <div className={styles.row}>
        <button type="button" className="btn btn-grass" disabled={busy || !text.trim()} onClick={() => check({ text })} data-testid="preview-students">
          预览名单
        </button>
        <label className={`btn btn-sky ${styles.file}`}>
          从文件导入（CSV / Excel）
          <input type="file" accept=".csv,.txt,.xlsx,text/csv" onChange={(e) => { void pickFile(e.target.files?.[0]); e.target.value = ''; }} data-testid="student-file" />
        </label>
      </div>
      {preview && (
        <div className={styles.preview} data-testid="student-preview">
          {preview.problem && <p className={styles.problem} role="alert">{preview.problem}</p>}
          {preview.rows.length > 0 && (
            <p className={styles.summary}>
              共{preview.rows.length}个学生{bad ? `，其中${bad}个需要改一改（改好后再预览）` : '，都没问题'}
            </p>
          )}
          <ol className={styles.previewList}>
            {preview.rows.map((r) => (
              <li key={r.line} className={r.problem ? styles.bad : undefined}>
                <span className={styles.line}>第{r.line}行</span> <b>{r.name || '（空）'}</b>
                {r.studentNo && <small> 学号 {r.studentNo}</small>}
                {r.problem && <span className={styles.why}> — {r.problem}</span>}
              </li>
            ))}
          </ol>
          <button type="button" className="btn btn-big btn-grass" disabled={busy || !preview.ok} onClick={confirmMake} data-testid="confirm-students">
            确认添加{preview.ok ? `${preview.rows.length}个学生` : ''}
          </button>
        </div>
      )}
    </div>
  );
}
