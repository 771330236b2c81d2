import { defineFuzzPart } from './fuzzRun';

defineFuzzPart(2, 3);
