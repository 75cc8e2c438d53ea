import type { Course } from '../../contract/levels';

// Being written: the full course replaces this outline.
const course: Course = {
  id: 'numpad',
  name: '小键盘',
  description: '小键盘课程',
  color: '#ff7a2f',
  icon: '⌨️',
  sections: [{ id: 'numpad-1', name: '第一单元', vip: false, lessons: [{ id: 'numpad-1-1', name: '第一课', chapters: [{ id: 'numpad-1-1-1', name: '练习', lesson_type: 'practice', is_game: false, activity: { render_engine: 'typing_invoice', invoices: [{ title: '发票', fields: [{ label: '金额', value: '12.50' }] }] } }] }] }],
};
export default course;
