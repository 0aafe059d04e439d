//! Drawing a puzzle's variant rules on the board: jigsaw regions with thick borders and tints,
//! shaded diagonals, windoku windows and extra regions, and killer cages as dashed outlines
//! inside their cells with the sum in the top-left corner.

use crate::board::{BorderSide, Rules, Shape, border_sides, windows};
use crate::ui::theme::Palette;
use egui::{FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2};

/// What the rule drawings need to know of the board.
pub(super) struct RulesView<'a> {
    /// The board's rectangle.
    pub board: Rect,
    /// A cell's side in points.
    pub cell_size: f32,
    /// The grid's shape.
    pub shape: Shape,
    /// The rules to draw.
    pub rules: &'a Rules,
    /// Jigsaw regions made so far while a puzzle is entered, before they cover the grid.
    pub pieces: &'a [Vec<u16>],
    /// Colours.
    pub palette: &'a Palette,
}

impl RulesView<'_> {
    fn rect(&self, index: usize) -> Rect {
        let n = self.shape.size();
        let min =
            self.board.min + Vec2::new((index % n) as f32, (index / n) as f32) * self.cell_size;
        Rect::from_min_size(min, Vec2::splat(self.cell_size))
    }

    /// Tints the jigsaw regions, shades the cells of diagonals, windows and extra regions and
    /// draws the diagonals' lines: first, under every highlight and digit.
    pub(super) fn paint_backgrounds(&self, painter: &Painter) {
        let rules = self.rules;
        if let Some(regions) = &rules.regions {
            let colours = region_colours(self.shape, regions);
            for (index, &colour) in colours.iter().enumerate() {
                let tint = self.palette.tints.get(colour).copied();
                painter.rect_filled(self.rect(index), 0.0, tint.unwrap_or(self.palette.cell));
            }
        } else if !self.pieces.is_empty() {
            self.paint_piece_tints(painter);
        }
        let n = self.shape.size();
        let mut shaded = vec![false; self.shape.cell_count()];
        let mut mark = |index: usize| {
            if let Some(s) = shaded.get_mut(index) {
                *s = true;
            }
        };
        for k in 0..n {
            if rules.diagonal_down {
                mark(k * n + k);
            }
            if rules.diagonal_up {
                mark((n - 1 - k) * n + k);
            }
        }
        if rules.windoku {
            windows(self.shape)
                .iter()
                .flatten()
                .for_each(|&c| mark(c.into()));
        }
        rules
            .extra_regions
            .iter()
            .flatten()
            .for_each(|&c| mark(c.into()));
        for (index, _) in shaded.iter().enumerate().filter(|(_, s)| **s) {
            painter.rect_filled(self.rect(index), 0.0, self.palette.shade);
        }
        // Under the digits, so that a line never crosses one.
        self.paint_diagonals(painter);
    }

    /// The lines between cells: thick where two regions meet (the boxes, or the jigsaw's
    /// regions), thin elsewhere.
    pub(super) fn paint_lines(&self, painter: &Painter) {
        let Some(regions) = &self.rules.regions else {
            paint_lines(
                painter,
                self.board,
                self.cell_size,
                self.shape,
                self.palette,
                false,
            );
            return;
        };
        let n = self.shape.size();
        let thin = Stroke::new(1.0, self.palette.thin_line);
        let thick = Stroke::new(
            (self.cell_size * 0.06).clamp(2.0, 3.5),
            self.palette.thick_line,
        );
        let region = |row: usize, col: usize| regions.get(row * n + col).copied();
        // Thin lines first, so that the thick ones cover them where they meet.
        let mut heavy = Vec::new();
        for row in 0..n {
            for col in 0..n {
                let rect = self.rect(row * n + col);
                if col + 1 < n {
                    let edge = [rect.right_top(), rect.right_bottom()];
                    if region(row, col) == region(row, col + 1) {
                        painter.line_segment(edge, thin);
                    } else {
                        heavy.push(edge);
                    }
                }
                if row + 1 < n {
                    let edge = [rect.left_bottom(), rect.right_bottom()];
                    if region(row, col) == region(row + 1, col) {
                        painter.line_segment(edge, thin);
                    } else {
                        heavy.push(edge);
                    }
                }
            }
        }
        for edge in heavy {
            // Drawn a half-width longer at each end, so that corners close.
            let along = (edge[1] - edge[0]).normalized() * thick.width / 2.0;
            painter.line_segment([edge[0] - along, edge[1] + along], thick);
        }
        painter.rect_stroke(self.board, 0.0, thick, StrokeKind::Inside);
    }

    /// The regions made so far, tinted as regions are; the cells in none stay plain.
    fn paint_piece_tints(&self, painter: &Painter) {
        // The cells in no region count as region 0, coloured first with the plain tint, so
        // that a region beside them always shows a tint of its own.
        let mut map = vec![0u8; self.shape.cell_count()];
        for (r, piece) in self.pieces.iter().enumerate() {
            for &cell in piece {
                if let Some(slot) = map.get_mut(usize::from(cell)) {
                    *slot = u8::try_from(r + 1).unwrap_or(u8::MAX);
                }
            }
        }
        let colours = region_colours(self.shape, &map);
        for (index, (&colour, &r)) in colours.iter().zip(&map).enumerate() {
            // A region shut in by others could get the plain tint too: it takes another.
            let colour = if colour == 0 {
                1 + usize::from(r) % 3
            } else {
                colour
            };
            if r != 0
                && let Some(&tint) = self.palette.tints.get(colour)
            {
                painter.rect_filled(self.rect(index), 0.0, tint);
            }
        }
    }

    /// A solid outline around each region made so far (until they cover the grid and their
    /// borders become the thick lines).
    pub(super) fn paint_pieces(&self, painter: &Painter) {
        if self.rules.regions.is_some() {
            return;
        }
        let n = self.shape.size();
        let stroke = Stroke::new(
            (self.cell_size * 0.05).clamp(2.0, 3.0),
            self.palette.thick_line,
        );
        let inset = (self.cell_size * 0.04).max(1.5);
        for piece in self.pieces {
            let inside = |row: isize, col: isize| {
                let side = n as isize;
                (0..side).contains(&row)
                    && (0..side).contains(&col)
                    && piece.contains(&((row * side + col) as u16))
            };
            for &cell in piece {
                let (row, col) = (usize::from(cell) / n, usize::from(cell) % n);
                for side in border_sides(&inside, row as isize, col as isize) {
                    let [a, b] = side_segment(&side, self.rect(usize::from(cell)), inset);
                    painter.line_segment([a, b], stroke);
                }
            }
        }
    }

    fn paint_diagonals(&self, painter: &Painter) {
        let stroke = Stroke::new(1.5, self.palette.thin_line);
        let b = self.board;
        if self.rules.diagonal_down {
            painter.line_segment([b.left_top(), b.right_bottom()], stroke);
        }
        if self.rules.diagonal_up {
            painter.line_segment([b.left_bottom(), b.right_top()], stroke);
        }
    }

    /// How far a cage's outline sits inside its cells.
    fn cage_inset(&self) -> f32 {
        (self.cell_size * 0.08).max(2.0)
    }

    /// The size of a cage sum's digits.
    fn sum_font(&self) -> FontId {
        FontId::proportional((self.cell_size * 0.24).clamp(8.0, 18.0))
    }

    /// Where the notes of the cell at `index` (whose rectangle is `rect`) go: the whole cell,
    /// but inside a cage's outline, and below the sum in the cell that shows it, so that
    /// neither hides a note.
    pub(super) fn notes_rect(&self, index: usize, rect: Rect) -> Rect {
        let Some(cage) = self
            .rules
            .cages
            .iter()
            .find(|c| c.cells.contains(&(index as u16)))
        else {
            return rect;
        };
        let mut inner = rect.shrink(self.cage_inset());
        if cage.sum.is_some() && cage.anchor() == Some(index) {
            inner.min.y += self.sum_font().size * 0.8;
        }
        inner
    }

    /// Each cage as a dashed outline a little inside its cells, and its sum in a small box at
    /// the top-left corner of its first cell.
    pub(super) fn paint_cages(&self, painter: &Painter) {
        let size = self.cell_size;
        let inset = self.cage_inset();
        let stroke = Stroke::new((size * 0.02).clamp(1.0, 1.6), self.palette.cage);
        let dash = (size * 0.09).max(2.0);
        for cage in &self.rules.cages {
            let inside = |row: isize, col: isize| {
                let n = self.shape.size() as isize;
                (0..n).contains(&row)
                    && (0..n).contains(&col)
                    && cage.cells.contains(&((row * n + col) as u16))
            };
            for &cell in &cage.cells {
                let n = self.shape.size();
                let (row, col) = (
                    (usize::from(cell) / n) as isize,
                    (usize::from(cell) % n) as isize,
                );
                for side in border_sides(&inside, row, col) {
                    let rect = self.rect(usize::from(cell));
                    let [a, b] = side_segment(&side, rect, inset);
                    painter.extend(egui::Shape::dashed_line(&[a, b], stroke, dash, dash * 0.7));
                }
            }
            if let (Some(sum), Some(anchor)) = (cage.sum, cage.anchor()) {
                let rect = self.rect(anchor);
                let font = self.sum_font();
                let text = sum.to_string();
                let galley = painter.layout_no_wrap(text, font, self.palette.cage);
                let at = rect.min + Vec2::splat(inset * 0.4);
                let behind = Rect::from_min_size(at, galley.size()).expand(1.0);
                painter.rect_filled(behind, 1.0, self.palette.cell);
                painter.galley(at, galley, self.palette.cage);
            }
        }
    }
}

/// The segment of a border side, `inset` inside the cell `rect`.
pub(super) fn side_segment(side: &BorderSide, rect: Rect, inset: f32) -> [Pos2; 2] {
    side.segment((rect.left(), rect.top()), rect.width(), inset)
        .map(|(x, y)| Pos2::new(x, y))
}

/// A colour (0 to 3) for each cell's region such that regions that touch differ where four
/// colours allow (greedy, largest region number first: enough for a readable board).
fn region_colours(shape: Shape, regions: &[u8]) -> Vec<usize> {
    let n = shape.size();
    let count = usize::from(regions.iter().copied().max().unwrap_or(0)) + 1;
    let mut touching = vec![vec![false; count]; count];
    for (index, &r) in regions.iter().enumerate() {
        let (row, col) = (index / n, index % n);
        let mut meet = |other: Option<&u8>| {
            if let Some(&o) = other.filter(|&&o| o != r) {
                touching[usize::from(r)][usize::from(o)] = true;
                touching[usize::from(o)][usize::from(r)] = true;
            }
        };
        if col + 1 < n {
            meet(regions.get(index + 1));
        }
        if row + 1 < n {
            meet(regions.get(index + n));
        }
    }
    let mut colour = vec![0usize; count];
    for r in 0..count {
        let used: Vec<usize> = (0..r)
            .filter(|&o| touching[r][o])
            .map(|o| colour[o])
            .collect();
        colour[r] = (0..4).find(|c| !used.contains(c)).unwrap_or(r % 4);
    }
    regions.iter().map(|&r| colour[usize::from(r)]).collect()
}

/// The lines between cells (thick between boxes) and around the board; only the box lines
/// when `boxes_only`.
pub fn paint_lines(
    painter: &egui::Painter,
    board: Rect,
    cell_size: f32,
    shape: Shape,
    palette: &Palette,
    boxes_only: bool,
) {
    let n = shape.size();
    let thin = Stroke::new(1.0, palette.thin_line);
    let thick = Stroke::new((cell_size * 0.06).clamp(2.0, 3.5), palette.thick_line);
    for k in 1..n {
        let offset = k as f32 * cell_size;
        let (row_edge, col_edge) = (k % shape.box_rows() == 0, k % shape.box_cols() == 0);
        if col_edge || !boxes_only {
            let x = board.left() + offset;
            let stroke = if col_edge { thick } else { thin };
            painter.line_segment(
                [Pos2::new(x, board.top()), Pos2::new(x, board.bottom())],
                stroke,
            );
        }
        if row_edge || !boxes_only {
            let y = board.top() + offset;
            let stroke = if row_edge { thick } else { thin };
            painter.line_segment(
                [Pos2::new(board.left(), y), Pos2::new(board.right(), y)],
                stroke,
            );
        }
    }
    painter.rect_stroke(board, 0.0, thick, StrokeKind::Inside);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_regions_get_different_tints() {
        let shape = Shape::NINE;
        let regions: Vec<u8> = shape.cells().map(|c| shape.box_of(c) as u8).collect();
        let colours = region_colours(shape, &regions);
        for index in 0..81 {
            if index % 9 < 8 && regions[index] != regions[index + 1] {
                assert_ne!(colours[index], colours[index + 1]);
            }
        }
    }
}
