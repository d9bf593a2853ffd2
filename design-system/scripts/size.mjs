// Bundles the design system the way an app does (Vite, minified, vanilla-extract CSS extracted)
// and prints the gzip size of the whole library and of single components imported from the
// barrel. react, react-dom and the Radix primitives are external in every bundle, so the figures
// are this library's own code and CSS. The Button bundle must hold Button's modules only: the
// script fails when another component leaks into it (tree-shaking broken).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const barrel = path.join(root, 'src/index.ts');
const components = path.join(root, 'src/components') + path.sep;

const entries = {
  'whole library': `export * from ${JSON.stringify(barrel)};`,
  Button: `export { Button } from ${JSON.stringify(barrel)};`,
  Icon: `export { Icon } from ${JSON.stringify(barrel)};`,
  Price: `export { Price } from ${JSON.stringify(barrel)};`,
  ProductCard: `export { ProductCard } from ${JSON.stringify(barrel)};`,
};

const isExternal = (id) => /^(react|react-dom)(\/|$)|^@radix-ui\//.test(id);

async function bundle(name, source) {
  const entryId = '\0size-entry';
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [
      vanillaExtractPlugin(),
      {
        name: 'size-entry',
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) => (id === entryId ? source : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      rollupOptions: { input: entryId, external: isExternal, preserveEntrySignatures: 'strict' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = outputs.filter((output) => output.type === 'chunk');
  const css = outputs.filter(
    (output) => output.type === 'asset' && output.fileName.endsWith('.css'),
  );
  const js = chunks.map((chunk) => chunk.code).join('');
  const styles = css.map((asset) => String(asset.source)).join('');
  const modules = chunks.flatMap((chunk) => chunk.moduleIds);
  const componentsIn = new Set(
    modules
      .filter((id) => id.startsWith(components))
      .map((id) => id.slice(components.length).split(path.sep)[0]),
  );
  return {
    name,
    js: gzipSync(js, { level: 9 }).length,
    css: gzipSync(styles, { level: 9 }).length,
    components: [...componentsIn].sort(),
  };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const results = [];
for (const [name, source] of Object.entries(entries)) results.push(await bundle(name, source));

console.info('gzip sizes (react, react-dom and @radix-ui/* external)\n');
console.info(
  `${'bundle'.padEnd(16)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'total'.padStart(10)}  components`,
);
for (const r of results) {
  const list =
    r.components.length > 6 ? `${r.components.length} components` : r.components.join(', ');
  console.info(
    `${r.name.padEnd(16)}${kB(r.js).padStart(10)}${kB(r.css).padStart(10)}${kB(r.js + r.css).padStart(10)}  ${list}`,
  );
}

const button = results.find((r) => r.name === 'Button');
const leaked = button.components.filter((name) => name !== 'Button');
if (leaked.length > 0) {
  console.error(`\nTree-shaking broken: the Button bundle also holds ${leaked.join(', ')}.`);
  process.exit(1);
}
console.info('\nTree-shaking holds: the Button bundle contains Button alone.');
