import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryUtils } from './app.tsx';
import { preloadScreen } from './routes.tsx';

preloadScreen(window.location, queryUtils);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
