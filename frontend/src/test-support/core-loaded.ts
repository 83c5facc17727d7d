// Components read the core once it has arrived (`useLoadedCore`); in tests it
// has, as it has in the browser by the time a shopper acts.
import { loadCore } from '@/lib/core/load-core';

await loadCore();
