import { fuzzRoutes } from '../../test/fuzz/fuzz-routes';

// Half of the routes; api-fuzz-1.test.ts fuzzes the other half on another worker.
await fuzzRoutes({ part: 2, parts: 2 });
