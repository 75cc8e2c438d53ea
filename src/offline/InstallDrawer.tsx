import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { app } from '../state/app';
import { installAccepted, manualInstallSteps, markInstallAccepted, promptInstall, runningInstalled } from '../state/install';
import styles from './InstallDrawer.module.css';

const DISMISSED_KEY = 'install:later';
const dismissedThisVisit = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * 添加到桌面 (SPEC §2): a drawer at the bottom of the main pages, shown until the user accepts.
 * Chromium browsers get the real install button; Safari gets the steps, since it has no prompt.
 * 以后再说 hides it for this visit only.
 */
export default function InstallDrawer() {
  const { installPrompt } = useSnapshot(app);
  const [hidden, setHidden] = useState(dismissedThisVisit);
  const manual = manualInstallSteps();
  if (hidden || runningInstalled() || installAccepted() || (!installPrompt && !manual)) return null;

  const later = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* storage blocked: hide for this page only */
    }
    setHidden(true);
  };
  const learned = () => {
    markInstallAccepted();
    setHidden(true);
  };

  return (
    <aside className={styles.drawer} aria-label="添加到桌面" data-testid="install-drawer">
      <img className={styles.icon} src="/icons/icon-192.png" alt="" width={72} height={72} />
      <div className={styles.body}>
        <h2>把小键盘侠放到桌面上</h2>
        {manual ? (
          <ol className={styles.steps}>
            {manual === 'ios' ? (
              <>
                <li>点浏览器下方的「分享」按钮 <span aria-hidden="true">⬆️</span></li>
                <li>选择「添加到主屏幕」</li>
                <li>点「添加」，桌面上就有小键盘侠啦</li>
              </>
            ) : (
              <>
                <li>点菜单栏的「文件」或工具栏的「分享」</li>
                <li>选择「添加到程序坞」</li>
              </>
            )}
          </ol>
        ) : (
          <p>下次打开不用找网址，点一下图标就能练打字，网络不好时也能练习打开过的关卡。</p>
        )}
      </div>
      <div className={styles.actions}>
        {manual ? (
          <button type="button" className="btn btn-grass btn-big" onClick={learned}>
            我学会了
          </button>
        ) : (
          <button type="button" className="btn btn-grass btn-big" onClick={() => void promptInstall()} data-testid="install-accept">
            添加到桌面
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={later}>
          以后再说
        </button>
      </div>
    </aside>
  );
}
