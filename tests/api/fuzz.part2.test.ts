import { defineFuzzPart } from './fuzzRun';

defineFuzzPart(1, 3);
