//! The search's working state: the queues of cells to place and of propagators to run, the
//! lists of which propagators watch which cell, and sets of cells.

use crate::board::CellSet;
use crate::solver::generic::PLACED;

/// How many tiers of propagators there are.
const TIERS: usize = 3;

/// A contradiction: some cell, house or sum can no longer be satisfied.
pub(super) struct Conflict;

/// The set of `cells` (row-major indices).
pub(super) fn set_of(cells: &[u16]) -> CellSet {
    cells.iter().map(|&c| usize::from(c)).collect()
}

/// Which propagators watch each cell, and each one's tier.
pub(super) struct Watch {
    /// Where each cell's watchers begin in `list` (one more entry than cells).
    start: Vec<u32>,
    /// The propagators watching cell 0, then cell 1, and so on.
    list: Vec<u32>,
    /// Each propagator's tier: the lower run first.
    pub tier: Vec<u8>,
}

impl Watch {
    /// The lists for `cells` cells and the propagators of `tier`, propagator `k` watching
    /// the cells `watched(k)` gives (one pass to count, one to fill).
    pub fn new<I: Iterator<Item = u16>>(
        cells: usize,
        tier: Vec<u8>,
        watched: impl Fn(usize) -> I,
    ) -> Watch {
        let mut start = vec![0u32; cells + 1];
        for k in 0..tier.len() {
            for cell in watched(k) {
                if let Some(n) = start.get_mut(usize::from(cell) + 1) {
                    *n += 1;
                }
            }
        }
        for k in 1..start.len() {
            let before = start.get(k - 1).copied().unwrap_or(0);
            if let Some(n) = start.get_mut(k) {
                *n += before;
            }
        }
        let mut fill = start.clone();
        let mut list = vec![0u32; start.last().copied().unwrap_or(0) as usize];
        for k in 0..tier.len() {
            for cell in watched(k) {
                if let Some(at) = fill.get_mut(usize::from(cell))
                    && let Some(slot) = list.get_mut(*at as usize)
                {
                    *slot = k as u32;
                    *at += 1;
                }
            }
        }
        Watch { start, list, tier }
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    /// The propagators that watch `cell`.
    fn watchers(&self, cell: usize) -> &[u32] {
        let at = |k: usize| self.start.get(k).map_or(0, |&w| w as usize);
        self.list.get(at(cell)..at(cell + 1)).unwrap_or(&[])
    }
}

/// The engine's queues, kept between nodes so the search allocates nothing.
pub(super) struct Work {
    /// Cells left with one candidate, to place.
    pub singles: Vec<u16>,
    /// Cells that lost a candidate since their propagators were last queued.
    touched: Vec<u16>,
    /// Whether each cell is in `touched`.
    is_touched: Vec<bool>,
    /// The queued propagators of each tier.
    tiers: [Vec<u32>; TIERS],
    /// Whether each propagator is queued.
    queued: Vec<bool>,
    /// The propagator that found the last contradiction, if one did (not a placement).
    pub failed: Option<usize>,
}

impl Work {
    /// Empty queues for the cells and propagators of `watch`.
    pub fn new(watch: &Watch) -> Work {
        let (cells, props) = (watch.cells(), watch.tier.len());
        Work {
            singles: Vec::with_capacity(2 * cells),
            touched: Vec::with_capacity(cells),
            is_touched: vec![false; cells],
            tiers: std::array::from_fn(|_| Vec::with_capacity(props)),
            queued: vec![false; props],
            failed: None,
        }
    }

    /// Queues every propagator (at the start of a search).
    pub fn queue_all(&mut self, watch: &Watch) {
        for (k, &tier) in watch.tier.iter().enumerate() {
            self.queue(k, tier);
        }
    }

    fn queue(&mut self, k: usize, tier: u8) {
        if let Some(flag) = self.queued.get_mut(k)
            && !*flag
        {
            *flag = true;
            if let Some(queue) = self.tiers.get_mut(usize::from(tier)) {
                queue.push(k as u32);
            }
        }
    }

    /// Notes that `cell` changed.
    #[inline]
    pub fn touch(&mut self, cell: usize) {
        if let Some(flag) = self.is_touched.get_mut(cell)
            && !*flag
        {
            *flag = true;
            self.touched.push(cell as u16);
        }
    }

    /// Removes `remove` from `cell`'s candidates; a cell left with one is queued for placing.
    /// True if a digit went; `Err` if none is left, or a placed digit was to go.
    #[inline]
    pub fn take(&mut self, cands: &mut [u32], cell: usize, remove: u32) -> Result<bool, Conflict> {
        let Some(c) = cands.get_mut(cell) else {
            return Ok(false);
        };
        if *c & remove == 0 {
            return Ok(false);
        }
        let left = *c & !remove;
        if *c & PLACED != 0 || left == 0 {
            return Err(Conflict);
        }
        *c = left;
        if left & (left - 1) == 0 {
            self.singles.push(cell as u16);
        }
        self.touch(cell);
        Ok(true)
    }

    /// Narrows `cell` to the one `digit` (which it holds) and queues it for placing.
    pub fn set(&mut self, cands: &mut [u32], cell: usize, digit: u32) -> bool {
        match cands.get_mut(cell) {
            Some(c) if *c & PLACED == 0 && *c != digit => {
                *c = digit;
                self.singles.push(cell as u16);
                self.touch(cell);
                true
            }
            _ => false,
        }
    }

    /// Empties the queues after a contradiction.
    pub fn clear(&mut self) {
        self.singles.clear();
        for &cell in &self.touched {
            if let Some(flag) = self.is_touched.get_mut(usize::from(cell)) {
                *flag = false;
            }
        }
        self.touched.clear();
        for queue in &mut self.tiers {
            for &k in queue.iter() {
                if let Some(flag) = self.queued.get_mut(k as usize) {
                    *flag = false;
                }
            }
            queue.clear();
        }
    }

    /// Queues the propagators of every touched cell but `except` (the one that just ran:
    /// it has done what it can with what it changed).
    pub fn wake(&mut self, watch: &Watch, except: usize) {
        while let Some(cell) = self.touched.pop() {
            let cell = usize::from(cell);
            if let Some(flag) = self.is_touched.get_mut(cell) {
                *flag = false;
            }
            for &k in watch.watchers(cell) {
                let k = k as usize;
                if k == except {
                    continue;
                }
                let tier = watch.tier.get(k).copied().unwrap_or(0);
                self.queue(k, tier);
            }
        }
    }

    /// The next propagator to run: of the first tier with any.
    pub fn next(&mut self) -> Option<usize> {
        let k = self.tiers.iter_mut().find_map(Vec::pop)? as usize;
        if let Some(flag) = self.queued.get_mut(k) {
            *flag = false;
        }
        Some(k)
    }
}
