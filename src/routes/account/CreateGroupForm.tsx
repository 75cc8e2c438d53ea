import { useId, useState, type FormEvent } from 'react';
import { GROUP_NAME_MAX, type StudyGroup } from '../../../contract/account';
import { createGroupApi } from '../../api/groups';
import { ApiError } from '../../api/http';
import { toast } from '../../state/toasts';
import styles from './GroupPage.module.css';

/** 创建班级: a name (checked here and by the server), then onCreated with the new class. */
export function CreateGroupForm({ onCreated }: { onCreated(group: StudyGroup): void }) {
  const inputId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('请输入班级名称');
    if (trimmed.length > GROUP_NAME_MAX) return setError(`班级名称最多${GROUP_NAME_MAX}个字`);
    try {
      const group = await createGroupApi(trimmed);
      setName('');
      setError('');
      toast.success('班级创建好啦');
      onCreated(group);
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
    }
  };

  return (
    <>
      <form className={styles.create} onSubmit={create}>
        <label className="sr-only" htmlFor={inputId}>
          班级名称
        </label>
        <input id={inputId} className="input" value={name} maxLength={GROUP_NAME_MAX + 5} placeholder="例如：三年级二班" onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn-grass">
          创建班级
        </button>
      </form>
      <p className="field-error" role="alert">
        {error}
      </p>
    </>
  );
}
