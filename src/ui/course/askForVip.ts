import { Messages } from '../../../contract/envelope';
import { openDialog } from '../../state/dialogs';
import { isCardAccount } from '../../state/session';
import { toast } from '../../state/toasts';

/** A locked VIP section was chosen: say why, and open the VIP dialog (a class card's child: ask a parent at home). */
export function askForVip(): void {
  if (isCardAccount()) return void toast.info(Messages.vipAtHome);
  toast.info(Messages.vipCta);
  openDialog('vip');
}
