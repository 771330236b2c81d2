import { runOrganisationBench } from './bench/organisation';
await runOrganisationBench(3350);
