import { fuzzRoutes } from '../../test/fuzz/fuzz-routes';

// Half of the routes; api-fuzz-2.test.ts fuzzes the other half on another worker.
await fuzzRoutes({ part: 1, parts: 2 });
