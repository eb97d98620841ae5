import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags the API sets for itself, before any other module loads (main.ts imports this file
 * first), so that they hold wherever the built API starts: the container, Kubernetes, the
 * topology test, a shell. They are not in `NODE_OPTIONS`, which accepts no such V8 flag.
 *
 * `--no-allocation-site-pretenuring`: V8 watches each object and array literal of the code, and
 * once most objects from one literal have outlived two young-generation collections it allocates
 * that literal's later objects straight in the old generation. Start-up (migrations, the first
 * queries while modules still compile) taught it that of a few of `pg`'s literals, among them the
 * array that collects a query's rows: from then on every request's rows array was born old, and a
 * dead old array keeps its young rows alive through every young collection until the next full
 * one. The API benchmark measured it (CHANGELOG.md, "Benchmark findings: where the API's extra
 * cost went"):
 * the customer's list promoted about 4.4 MB per young collection instead of 0.3 MB, each
 * collection took 3.5 ms instead of 1.3 ms, and its throughput fell to about 0.80× of the bare
 * server's; without pretenuring 0.93×. Whether it happened depended on the process's history (an
 * instance that ran the migrations and the sign-ins had it; another one, started later on the same
 * database, not), so it could strike any instance. The API's request data all dies young.
 */
export const API_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of API_V8_FLAGS) setFlagsFromString(flag);
