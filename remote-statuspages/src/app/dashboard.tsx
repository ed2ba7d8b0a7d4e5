import { DashboardView } from '../features/dashboard/components/dashboard-view';

/** Exposed as `./Dashboard`; the host mounts it at `/` inside the signed-in layout. */
export default function Dashboard() {
  return <DashboardView />;
}
