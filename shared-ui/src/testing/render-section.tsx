import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from './render-with-providers';

/** What the dashboard at '/' shows in a section test, so a test can see that it was sent back there. */
export const dashboardStandIn = 'dashboard stand-in';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// Mounts a section as the host does: under a root splat route, next to the dashboard at '/'.
export function renderSection(Section: ComponentType, path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route index element={<p>{dashboardStandIn}</p>} />
        <Route path="*" element={<Section />} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}
