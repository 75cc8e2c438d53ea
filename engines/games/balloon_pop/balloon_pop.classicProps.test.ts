import { describeClassicAndProps, letterClassicCase } from '../../core/game/classicProps.suite';
import { balloonPopLevels } from '../../../levels/games/balloon_pop';
import rules from './balloon_pop.game';

// 气球 in classic mode and with props (engines/core/game/classicProps.suite.ts)
describeClassicAndProps(letterClassicCase(rules, balloonPopLevels[0]));
