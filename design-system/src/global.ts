// The global styles an app loads once: the reset and the self-hosted variable fonts
// (bundled from the npm registry; no third-party font host).
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
import './css/reset.css';
