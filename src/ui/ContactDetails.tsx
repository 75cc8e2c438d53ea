import type { HelpContact } from '../../contract/help';
import styles from './ContactDetails.module.css';

/** The operator's configured contact details as a definition list; only what is configured is shown. */
export function ContactDetails({ contact }: { contact: HelpContact }) {
  return (
    <dl className={styles.list} data-testid="contact-details">
      {contact.email && (
        <>
          <dt>客服邮箱</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </>
      )}
      {contact.phone && (
        <>
          <dt>客服电话</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </dd>
        </>
      )}
      {contact.hours && (
        <>
          <dt>工作时间</dt>
          <dd>{contact.hours}</dd>
        </>
      )}
      {contact.group && (
        <>
          <dt>家长交流群</dt>
          <dd>{contact.group.text}（在「帮助」菜单的「用户反馈群」里扫码）</dd>
        </>
      )}
      {contact.service && (
        <>
          <dt>在线客服</dt>
          <dd>{contact.service.text}（在「帮助」菜单的「在线客服」里扫码）</dd>
        </>
      )}
    </dl>
  );
}
