import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { PRODUCT_NAME, SLOGAN } from '../contract/constants';
import { notFoundRoute, type LayoutName, type RouteDef } from './routes/table';
import { findRoute, guard } from './guard';
import { isStudent, session } from './state/session';
import { closeDialog, dialogs, type DialogName } from './state/dialogs';
import { PageLoader } from './ui/Spinner';
import MainLayout from './layouts/MainLayout';
import Toasts from './overlays/Toasts';
import ConfirmDialog from './overlays/ConfirmDialog';
import BindPhoneReminder from './overlays/BindPhoneReminder';
import OfflineBar from './offline/OfflineBar';
import { announcesMedalsHere } from './overlays/medalPlaces';

const StudentOnlyPage = lazy(() => import('./routes/teacher/StudentOnlyPage'));
// medals are a student's, announced between practices: the announcer (and its API) loads only there, so / stays light
const MedalAnnouncer = lazy(() => import('./overlays/MedalAnnouncer').then((m) => ({ default: m.MedalAnnouncer })));

// The home page's layout is in the first load; the account and game layouts load with their first
// page, in parallel with it (the page's own chunk is asked for at the same time: Page below).
const layoutLoads: Partial<Record<LayoutName, () => Promise<{ default: ComponentType<{ children: ReactNode }> }>>> = {
  account: () => import('./layouts/AccountLayout'),
  game: () => import('./layouts/GameLayout'),
};
const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  main: MainLayout,
  account: lazy(layoutLoads.account!),
  game: lazy(layoutLoads.game!),
  bare: ({ children }) => <>{children}</>,
};

type OverlayModule = { default: ComponentType<{ onClose(): void }> };
// The app-wide dialogs are built in their own issues; a glob picks up whichever exist, each loaded on first open.
const overlayFiles = import.meta.glob<OverlayModule>('./overlays/{VipDialog,FingeringDialog,PointsDialog}.tsx');
const overlayFor = (file: string) => (overlayFiles[`./overlays/${file}.tsx`] ? lazy(overlayFiles[`./overlays/${file}.tsx`]) : null);
const overlays: [DialogName, ReturnType<typeof overlayFor>][] = [
  ['vip', overlayFor('VipDialog')],
  ['fingering', overlayFor('FingeringDialog')],
  ['points', overlayFor('PointsDialog')],
];

function AppDialogs() {
  const open = useSnapshot(dialogs);
  return (
    <Suspense fallback={null}>
      {overlays.map(([name, Overlay]) => (Overlay && open[name] ? <Overlay key={name} onClose={() => closeDialog(name)} /> : null))}
    </Suspense>
  );
}

function Page({ route }: { route: RouteDef }) {
  const NotFound = notFoundRoute.page;
  return (
    <Suspense fallback={<PageLoader />}>
      {route === notFoundRoute ? (
        <NotFound />
      ) : (
        <Switch>
          <Route path={route.path} component={route.page} />
          <Route component={NotFound} />
        </Switch>
      )}
    </Suspense>
  );
}

/** The shell: guard, title, scroll, layout and page, plus toasts and dialogs over everything. */
export default function App() {
  const snap = useSnapshot(session);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const route = findRoute(location) ?? notFoundRoute;
  const verdict = snap.ready
    ? guard({ path: search ? `${location}?${search}` : location, signedIn: !!snap.token, roleType: snap.role?.roleType ?? null, hasUserInfo: !!snap.userInfo })
    : {};

  useEffect(() => {
    if (verdict.redirect) navigate(verdict.redirect, { replace: true });
  }, [verdict.redirect, navigate]);

  useEffect(() => {
    document.title = `${route.title} - ${PRODUCT_NAME} · ${SLOGAN}`;
  }, [route]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  // a teacher on a student page: the page stays at its address and says why it is closed (main layout, with the nav)
  const layoutName = verdict.studentOnly ? 'main' : route.layout;
  const Layout = layouts[layoutName];
  // a lazy layout and its page load side by side: the page's chunk is asked for now, not once the layout has come
  if (snap.ready && !verdict.redirect && !verdict.studentOnly && layoutLoads[layoutName]) void route.page.preload();
  return (
    <>
      {!snap.ready || verdict.redirect ? (
        <PageLoader />
      ) : verdict.studentOnly ? (
        <Layout>
          <Suspense fallback={<PageLoader />}>
            <StudentOnlyPage />
          </Suspense>
        </Layout>
      ) : (
        <Suspense fallback={<PageLoader />}>
          <Layout>
            <Page route={route} />
          </Layout>
        </Suspense>
      )}
      <AppDialogs />
      <BindPhoneReminder />
      {isStudent(snap) && announcesMedalsHere(location) && (
        <Suspense fallback={null}>
          <MedalAnnouncer />
        </Suspense>
      )}
      <ConfirmDialog />
      <OfflineBar />
      <Toasts />
    </>
  );
}
