import { createBrowserRouter } from 'react-router';
import { routes } from './route-table';

export { routes };
export const router = createBrowserRouter(routes);
