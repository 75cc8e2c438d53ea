import { Messages } from '../../../contract/envelope';
import { openDialog } from '../../state/dialogs';
import { toast } from '../../state/toasts';

/** A locked VIP section was chosen: say why, and open the VIP dialog. */
export function askForVip(): void {
  toast.info(Messages.vipCta);
  openDialog('vip');
}
