import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { StudyGroup } from '../../contract/account';
import { groupInfoApi, joinGroupApi } from '../api/groups';
import { ApiError } from '../api/http';
import { toast } from '../state/toasts';
import { Avatar } from '../ui/Avatar';
import { Icon } from '../ui/Icon';
import styles from './account/GroupPage.module.css';

/** /group/invite/{groupId}: the class a teacher invited this student to, with a 加入 button. */
export default function GroupInvitePage({ params }: { params: { groupId: string } }) {
  const [group, setGroup] = useState<StudyGroup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    groupInfoApi(params.groupId)
      .then(setGroup)
      .catch((e: unknown) => setFailure(e instanceof ApiError ? e.message : '邀请打不开'));
  }, [params.groupId]);

  const join = async () => {
    setBusy(true);
    try {
      setGroup(await joinGroupApi(params.groupId));
      toast.success('加入成功');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`page ${styles.page}`}>
      <section className={`card ${styles.inviteCard}`}>
        <Icon name="mail" size={72} />
        {failure ? (
          <>
            <h1>邀请打不开</h1>
            <p>{failure}</p>
          </>
        ) : !group ? (
          <p className={styles.muted}>正在打开邀请…</p>
        ) : (
          <>
            <p className={styles.muted}>你被邀请加入班级</p>
            <h1 className={styles.groupTitle} data-testid="invite-group">
              {group.name}
            </h1>
            <p className={styles.who}>
              <Avatar file={group.teacherAvatar} name={group.teacherName} size={36} /> {group.teacherName} · {group.memberCount}位同学
            </p>
            {group.joined ? (
              <Link to="/group" className="btn btn-big btn-sky">
                已加入，去看看班级
              </Link>
            ) : (
              <button type="button" className="btn btn-big btn-grass" onClick={join} disabled={busy}>
                加入班级
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
