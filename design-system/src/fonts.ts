// Self-hosted variable fonts, bundled from the npm registry (no third-party font host).
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
