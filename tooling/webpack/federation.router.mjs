// What the apps share under the key 'react-router-dom' (webpack aliases the request here; tests and
// tsc still see the real package). Module federation shares a module whole, without tree shaking:
// shared as itself, react-router is 60 KB gzip, most of it server and RSC code a browser console never
// runs. Re-exporting what the console uses lets webpack shake the rest (about 30 KB gzip). A name
// missing here fails the build (exportsPresence: 'error'), never the page: add it and rebuild.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  matchPath,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
// The DOM flavour wires flushSync, as react-router-dom's own RouterProvider does.
export { RouterProvider } from 'react-router/dom';
