import { describeClassicAndProps, letterClassicCase } from '../../core/game/classicProps.suite';
import { fishBubbleLevels } from '../../../levels/games/fish_bubble';
import rules from './fish_bubble.game';

// 小鱼吐泡泡 in classic mode and with props (engines/core/game/classicProps.suite.ts)
describeClassicAndProps(letterClassicCase(rules, fishBubbleLevels[0]));
