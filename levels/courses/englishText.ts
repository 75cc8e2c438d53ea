import type { Course } from '../../contract/levels';

// Being written: the full course replaces this outline.
const course: Course = {
  id: 'english-text',
  name: '英文短文',
  description: '英文短文课程',
  color: '#ff7a2f',
  icon: '⌨️',
  sections: [{ id: 'english-text-1', name: '第一单元', vip: false, lessons: [{ id: 'english-text-1-1', name: '第一课', chapters: [{ id: 'english-text-1-1-1', name: '练习', lesson_type: 'practice', is_game: false, activity: { render_engine: 'typing_text', text: 'asdf jkl;' } }] }] }],
};
export default course;
