import type { Course } from '../../contract/levels';
import { homeKeys } from './numpad/homeKeys';
import { invoices } from './numpad/invoices';
import { money } from './numpad/money';
import { operators } from './numpad/operators';

/**
 * 小键盘与发票: the number pad with the right hand — home keys 4 5 6, the other digits, 0 and the
 * point, operators, long numbers, prices and dates — ending in real-looking invoice entry.
 * The home keys are free; the rest needs VIP.
 */
const course: Course = {
  id: 'numpad',
  name: '小键盘与发票',
  description: '右手打数字，学会录入价格、日期和发票',
  color: '#2fb67c',
  icon: '🧾',
  sections: [homeKeys, operators, money, invoices],
};
export default course;
