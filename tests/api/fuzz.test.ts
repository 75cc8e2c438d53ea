import { fuzzPart } from './fuzzTable';

// part 1 of the fuzz table (tests/api/fuzzTable.ts: the routes, the payloads and the checks)
fuzzPart(1);
