import type { ItemListRow } from '@dealer/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ItemCard, ItemRow, listRowHeight } from './item-row';

interface VirtualViewProps {
  rows: readonly ItemListRow[];
  /** The item to scroll to the centre once (spec 2: entering with an id). */
  focusId: number | null;
}

/** The distance of the list from the top of the page, which the window virtualiser needs. */
function useScrollMargin() {
  const ref = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = ref.current?.getBoundingClientRect().top ?? 0;
    setMargin(top + window.scrollY);
  }, []);
  return { ref, margin };
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
  const { ref, margin } = useScrollMargin();
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => listRowHeight,
    overscan: 6,
    scrollMargin: margin,
    getItemKey: (index) => rows[index]!.id,
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
  const { ref, margin } = useScrollMargin();
  const rowCount = Math.ceil(rows.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => cardRowHeight + cardGap,
    overscan: 2,
    scrollMargin: margin,
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
