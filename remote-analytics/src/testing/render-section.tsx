import { Route, Routes, useLocation } from 'react-router-dom';
import AnalyticsSection from '../section';
import { renderWithProviders } from './render-with-providers';

export const dashboardStandIn = 'dashboard stand-in';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// Mounts the section as the host does: under a root splat route, next to the dashboard at '/'.
export function renderSection(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route index element={<p>{dashboardStandIn}</p>} />
        <Route path="*" element={<AnalyticsSection />} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}
