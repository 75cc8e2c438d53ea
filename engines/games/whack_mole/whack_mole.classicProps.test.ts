import { describeClassicAndProps, letterClassicCase } from '../../core/game/classicProps.suite';
import { whackMoleLevels } from '../../../levels/games/whack_mole';
import rules from './whack_mole.game';

// 打地鼠 in classic mode and with props (engines/core/game/classicProps.suite.ts)
describeClassicAndProps(letterClassicCase(rules, whackMoleLevels[0]));
