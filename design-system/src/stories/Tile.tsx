import type { ReactNode } from 'react';
import { Box } from '../components/Box/Box';

/** A labelled block that makes layout stories visible. */
export function Tile({ children }: { children: ReactNode }) {
  return (
    <Box padding="medium" background="surfaceOverlay" borderRadius="medium" color="text">
      {children}
    </Box>
  );
}
