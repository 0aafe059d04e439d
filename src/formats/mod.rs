//! Text formats in and out.
//!
//! [`puzzles`] reads any supported text, telling the format from the content:
//! - one puzzle per line: 81 characters (`.` or `0` empty), or for any size N*N numbers
//!   separated by spaces; a line may carry other words around one compact puzzle (an id and a
//!   rating, say), and text after `#` is a comment;
//! - grids of N lines of N cells: compact (`530070000`) or spaced (`5 3 0 0 7 0 0 0 0`), with or
//!   without `|`, `-`, `+` box separators, which covers SadMan `.sdk` (with `#` header lines and
//!   an optional `[Puzzle]` section), Simple Sudoku `.ss` (`|38.|...|5.6|`) and HoDoKu's
//!   formatted givens. Several grids in a row are several puzzles;
//! - puzzles with their state (each cell's candidates, in [`Puzzle::marks`]): HoDoKu's library
//!   format (`:0000:x:<givens, + before placed digits>:<deleted candidates>::`, one puzzle a
//!   line), and pencil-mark grids as forums and HoDoKu print them (N rows of N cells, each cell
//!   its candidate digits, sides up to 9), alone or after Simple Sudoku's givens grids.
//!
//! - variant puzzles (killer, jigsaw, X, windoku, extra regions, anti-knight, anti-king,
//!   non-consecutive): f-puzzles JSON, f-puzzles and SudokuPad links or their data (decoded
//!   offline, lz-string and all), SudokuPad's own JSON, Simon Tatham's Solo game IDs, the
//!   killer short form and SudoCue's killer form, jigsaw region lines. They are told from
//!   the content before the classic forms; a rule Shudu does not check is refused by name,
//!   never dropped.
//!
//! [`to_line`] and [`to_grid_text`] write a puzzle; [`to_library_line`] and
//! [`to_pencil_grid`] write it with its placed digits and candidates, and read back the same;
//! [`to_fpuzzles`], [`to_fpuzzles_link`] and [`to_solo_id`] write it with its rules.
//!
//! Every error names the origin (a file name or `<stdin>`), the line and, where it helps, the
//! column. One bad puzzle never stops the others.
//!
//! ```
//! use shudu::formats;
//!
//! let text = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n\
//!             7...2...6\n.6....28.\n...419..5\n....8..79\n";
//! let puzzles: Vec<_> = formats::puzzles(text, "example.sdk").collect();
//! let grid = &puzzles[0].as_ref().unwrap().grid;
//! assert_eq!(grid.given_count(), 30);
//! assert!(formats::to_line(grid).starts_with("53..7....6..195"));
//! ```

mod detect;
mod error;
mod fpuzzles;
mod fpuzzles_clues;
mod grids;
mod jigsaw;
mod json_cells;
mod killer;
mod library;
mod lines;
mod links;
mod lzstring;
mod open;
mod pencil;
mod read;
#[cfg(not(target_arch = "wasm32"))]
mod remote;
mod solo;
mod sudokupad;
mod sudokupad_drawing;
mod sudokupad_shapes;
mod text;
mod variant;
mod write;

pub mod save;

pub use error::{FormatError, Problem, TextFormat};
pub use fpuzzles::{PuzzleText, to_fpuzzles, to_fpuzzles_link};
pub use library::{LibraryEntry, is_library_line, read_library_line, to_library_line};
pub use links::{short_sudokupad_id, sudokupad_api};
pub use lzstring::{compress_to_base64, decompress_from_base64};
pub use open::{MAX_OPEN_BYTES, OpenError, Opened, OpenedPuzzles, open, open_text};
pub use pencil::to_pencil_grid;
pub use read::{puzzles, read_file, read_limited, read_regular_file, read_text, text_from_bytes};
#[cfg(not(target_arch = "wasm32"))]
pub use remote::fetch_sudokupad;
pub use solo::to_solo_id;
pub use text::Puzzle;
pub use write::{to_grid_text, to_line};
