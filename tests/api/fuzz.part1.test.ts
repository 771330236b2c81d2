import { defineFuzzPart } from './fuzzRun';

defineFuzzPart(0, 3);
