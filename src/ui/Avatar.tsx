import { useState } from 'react';
import { avatarUrl } from '../api/user';
import styles from './Avatar.module.css';

const tints = ['var(--c-primary-soft)', 'var(--c-sky-soft)', 'var(--c-grass-soft)', 'var(--c-sun-soft)', 'var(--c-berry-soft)', 'var(--c-grape-soft)'];

/** A round role avatar; falls back to the name's first character on a colour if the image is missing. */
export function Avatar({ file, name, size = 48 }: { file?: string | null; name?: string | null; size?: number }) {
  const [broken, setBroken] = useState<string | null>(null);
  const label = name?.trim() || '小键盘侠';
  const tint = tints[[...label].reduce((n, c) => n + c.codePointAt(0)!, 0) % tints.length];
  const showImage = file && broken !== file;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, background: tint, fontSize: size * 0.45 }} title={name ?? undefined}>
      {showImage ? <img src={avatarUrl(file)} alt="" onError={() => setBroken(file)} /> : <span aria-hidden="true">{[...label][0]}</span>}
    </span>
  );
}
