// The extension's manifest (Manifest V3, Chromium browsers), written into dist/extension/ by its build.
// It names no server: the download route adds the server's origin to host_permissions and writes
// config.json (src/server/features/job-capture/routes.ts).
import { APP_NAME } from '#shared/constants.ts';
import { JOB_CAPTURE_EXTENSION } from '#shared/constants/job-capture.ts';

const ICONS = { 16: 'icons/icon-16.png', 32: 'icons/icon-32.png', 48: 'icons/icon-48.png', 128: 'icons/icon-128.png' };

export function extensionManifest(version: string) {
  return {
    manifest_version: 3,
    name: JOB_CAPTURE_EXTENSION.windowTitle,
    description: `Save the job posting on the page you are looking at to your ${APP_NAME} saved jobs or application tracker.`,
    version,
    icons: ICONS,
    // No default_popup: a click reaches the worker (action.onClicked), which reads the page and opens save.html.
    action: { default_title: JOB_CAPTURE_EXTENSION.windowTitle, default_icon: ICONS },
    background: { service_worker: 'background.js', type: 'module' },
    // scripting: read the page in the tab; storage: the page's facts for the saver's window
    // (session) and the token (local); activeTab: the page clicked on, which is all the toolbar
    // button needs.
    permissions: ['scripting', 'storage', 'activeTab'],
    // Every http and https page as well: activeTab is granted only by a click on the toolbar button,
    // which a browser test cannot make, so the tests call the worker's openSaver directly and that
    // needs the host permission. The server's own origin is added by the download, and lets save.html
    // call its API without CORS.
    host_permissions: ['http://*/*', 'https://*/*'],
  };
}
