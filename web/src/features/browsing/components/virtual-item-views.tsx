import type { ItemListRow } from '@dealer/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ItemCard, ItemRow, listRowHeight } from './item-row';

interface VirtualViewProps {
  rows: readonly ItemListRow[];
  /** The item to scroll to the centre once (spec 2: entering with an id). */
  focusId: number | null;
}

type WindowListOptions = Omit<
  Parameters<typeof useWindowVirtualizer<HTMLDivElement>>[0],
  'scrollMargin' | 'initialRect'
>;

/**
 * A window virtualiser for a list that starts below the page's header and filters. Its first
 * render already fills the window, the size it measures next: from a size of nothing it rendered
 * only its overscan, then the rest synchronously in the commit of the first rows, the longest
 * frame of the items page (issue 10). The list's distance from the top of the page is measured
 * once it is in the page; until then the virtualiser counts from the top, a few rows more than
 * the window holds.
 */
function useWindowList(options: WindowListOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    ...options,
    scrollMargin: margin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  useLayoutEffect(() => {
    setMargin((ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  return { ref, margin, virtualizer };
}

function useScrollToFocus(
  focusIndex: number,
  scrollToIndex: (index: number, options: { align: 'center' }) => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || focusIndex < 0) return;
    done.current = true;
    // After the shell's scroll-to-top of the navigation.
    const frame = requestAnimationFrame(() => scrollToIndex(focusIndex, { align: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, [focusIndex, scrollToIndex]);
}

/** The list view: only the rows in sight are in the DOM (ARCHITECTURE 7: 10,000 rows). */
/** List rows a first screen shows (a phone shows about four of 144 px): their images load first. */
const firstScreenRows = 6;

export function VirtualItemList({ rows, focusId }: VirtualViewProps) {
  // Stable while the rows are: the virtualiser lays out all 10,000 rows again when it changes.
  const getItemKey = useCallback((index: number) => rows[index]!.id, [rows]);
  const { ref, margin, virtualizer } = useWindowList({
    count: rows.length,
    estimateSize: () => listRowHeight,
    overscan: 6,
    getItemKey,
  });
  useScrollToFocus(
    focusId === null ? -1 : rows.findIndex((row) => row.id === focusId),
    virtualizer.scrollToIndex,
  );

  return (
    <Paper ref={ref} sx={{ overflow: 'hidden' }} data-testid="item-list">
      <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <Box
            key={item.key}
            sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
            style={{ transform: `translateY(${item.start - margin}px)` }}
          >
            <ItemRow row={rows[item.index]!} isFirstScreen={item.index < firstScreenRows} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

// A first guess; each card row is measured once rendered.
const cardRowHeight = 400;
const cardGap = 16;

/** The card view: rows of `columns` cards, virtualised by card row. */
export function VirtualItemCards({
  rows,
  focusId,
  columns,
}: VirtualViewProps & { columns: number }) {
  const rowCount = Math.ceil(rows.length / columns);
  const { ref, margin, virtualizer } = useWindowList({
    count: rowCount,
    estimateSize: () => cardRowHeight + cardGap,
    overscan: 2,
  });
  const focusIndex = focusId === null ? -1 : rows.findIndex((row) => row.id === focusId);
  useScrollToFocus(
    focusIndex < 0 ? -1 : Math.floor(focusIndex / columns),
    virtualizer.scrollToIndex,
  );

  return (
    <Box ref={ref} data-testid="item-cards">
      <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <Box
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              pb: `${cardGap}px`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: `${cardGap}px`,
            }}
            style={{ transform: `translateY(${item.start - margin}px)` }}
          >
            {rows.slice(item.index * columns, (item.index + 1) * columns).map((row) => (
              <ItemCard key={row.id} row={row} isFirstScreen={item.index === 0} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
