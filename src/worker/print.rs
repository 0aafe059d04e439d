//! Running a print: each puzzle rated for its caption and, when the solutions are asked for,
//! solved; then the sheets drawn as a PDF ([`crate::export`]). The window's print job runs
//! here on its lane (or in a Web Worker), and `shudu print` makes its sheets with [`sheet`].

use crate::board::Grid;
use crate::export::layout::Sheet;
use crate::export::pdf::to_pdf;
use crate::export::print::{
    PrintError, PrintJob, PrintSource, captions, needs_rating, read_collection, write_pdf,
};
use crate::rate::{self, RateError, RateOptions};
use crate::solver::{self, CancelToken, Cancelled};

/// The sheet of `puzzle`: rated for its caption and, with `solve`, solved.
pub fn sheet(
    puzzle: Grid,
    title: String,
    solve: bool,
    cancel: &CancelToken,
) -> Result<Sheet, Cancelled> {
    let rating = if needs_rating(&puzzle) {
        match rate::rate(&puzzle, &RateOptions::default(), cancel) {
            Err(RateError::Cancelled) => return Err(Cancelled),
            rated => Some(rated),
        }
    } else {
        None
    };
    let captions = captions(&puzzle, rating.as_ref());
    let solution = if solve {
        let found = solver::count_solutions(&puzzle, 2, cancel)?;
        (found.count == 1)
            .then(|| found.found.into_iter().next())
            .flatten()
    } else {
        None
    };
    Ok(Sheet {
        title,
        captions,
        puzzle,
        solution,
    })
}

/// Reads the job's puzzles, rates (and solves) each, and writes the PDF. Stops when
/// `cancel` is cancelled, writing nothing.
pub fn run(job: &PrintJob, cancel: &CancelToken) -> Result<(), PrintError> {
    let sheets = sheets(job, cancel)?;
    write_pdf(&job.path, &sheets, &job.options)
}

/// The job's PDF as bytes, not written anywhere (the browser offers them as a download).
/// Stops when `cancel` is cancelled.
pub fn pdf(job: &PrintJob, cancel: &CancelToken) -> Result<Vec<u8>, PrintError> {
    let sheets = sheets(job, cancel)?;
    Ok(to_pdf(&sheets, &job.options)?)
}

/// The job's puzzles rated (and solved) and laid out.
fn sheets(job: &PrintJob, cancel: &CancelToken) -> Result<Vec<Sheet>, PrintError> {
    let puzzles = match &job.source {
        PrintSource::Puzzles(puzzles) => puzzles.clone(),
        PrintSource::File(path) => read_collection(path)?,
    };
    let solve = job.options.solutions;
    puzzles
        .into_iter()
        .map(|(grid, title)| sheet(grid, title, solve, cancel))
        .collect::<Result<Vec<_>, _>>()
        .map_err(PrintError::from)
}
