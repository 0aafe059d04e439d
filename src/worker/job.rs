//! What the worker is asked to do and what it answers: [`Job`], [`Output`], [`Done`], the ids
//! that tie them together, and the engine's plain function that runs an engine job.
//!
//! Engine jobs and their answers are plain data (serde): a page sends them to a Web Worker as
//! they are. The jobs that stay where they are asked for (dialogs, files, pictures, the lab's
//! steps) and their answers are marked `#[serde(skip)]`: they never cross.

use crate::board::{DigitSet, Grid};
use crate::export::picture::Board;
use crate::export::png::{PictureError, Raster};
use crate::export::print::{PrintError, PrintJob};
use crate::formats::save::SaveError;
use crate::formats::{OpenError, Opened};
use crate::game::Game;
use crate::generator::practice::{self, PracticeFound, PracticeRequest};
use crate::generator::{self, GenerateError, Generated, Request};
use crate::lab::{self, Batch, Comparison, Run};
use crate::rate::{self, RateError, RateOptions, Rating};
use crate::scan::{self as picture, Reading, ScanError};
use crate::setter;
use crate::solver::{self, Analysis, CancelToken};
use crate::t;
use crate::techniques::{self, Candidates, Hint, Path};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Duration;

/// A file dialog to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dialog {
    /// Ask for a puzzle or a saved game to open.
    Open {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
    },
    /// Ask where to save the game.
    Save {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
        /// The file name it proposes.
        name: String,
    },
    /// Ask where to export the board as an SVG picture.
    Export {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
        /// The file name it proposes.
        name: String,
    },
    /// Ask where to export the board as a PNG picture.
    ExportPng {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
        /// The file name it proposes.
        name: String,
    },
    /// Ask where to write the printed puzzles (a PDF).
    Print {
        /// The folder the dialog starts in.
        folder: Option<PathBuf>,
        /// The file name it proposes.
        name: String,
    },
}

/// What a file dialog answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picked {
    /// The player chose this file.
    File(PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown (no desktop portal and no zenity), or it failed at once.
    NoDialog,
}

/// Something to do off the UI thread. Each kind of job runs in its own lane
/// ([`Job::lane`]).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Job {
    /// Whether a grid has no solution, one, or several (with two that differ).
    Analyse(Grid),
    /// Count solutions up to a limit.
    Count {
        /// The grid.
        grid: Grid,
        /// Stop at this many.
        limit: usize,
    },
    /// Back to the last correct move: the first of a game's boards (now, then after undoing
    /// one step, two, ...) whose digits lie on a solution (the puzzle's, when known).
    Rewind {
        /// The boards, newest first.
        boards: Vec<Grid>,
        /// The puzzle's solution, when the game knows it.
        solution: Option<Grid>,
    },
    /// One question about a puzzle being set (in a lane of its own: each edit cancels the
    /// question before it).
    Compose {
        /// The puzzle as set so far.
        grid: Grid,
        /// What is asked.
        question: setter::Question,
        /// How far it has got (read from another thread; a Web Worker's has its own, which
        /// the page cannot read).
        #[serde(skip)]
        progress: setter::Progress,
    },
    /// A hint for a game in progress: the board (givens and entries) and the player's notes.
    Hint {
        /// Givens and entries.
        board: Grid,
        /// The player's notes, one set per cell.
        notes: Vec<DigitSet>,
    },
    /// The whole logical path from a grid (in a lane of its own, so hints need not wait).
    Path(Grid),
    /// Show a file dialog.
    #[serde(skip)]
    Pick(Dialog),
    /// Read a puzzle file or a saved game.
    #[serde(skip)]
    Open(PathBuf),
    /// Fetch the puzzle a short SudokuPad link names (only when the player allowed it); the
    /// answer comes as an opened file's.
    #[serde(skip)]
    Fetch {
        /// Where ids are asked for (SudokuPad's puzzle API).
        api: String,
        /// The link's id.
        id: String,
    },
    /// Write a text file (an exported picture), beside it first, then renamed over it.
    #[serde(skip)]
    Write {
        /// Where.
        path: PathBuf,
        /// What.
        text: String,
    },
    /// Draw a board as a PNG picture and write it (beside the target first, then renamed).
    #[serde(skip)]
    WritePng {
        /// Where.
        path: PathBuf,
        /// What.
        board: Box<Board>,
    },
    /// Draw a board as pixels (for the clipboard).
    #[serde(skip)]
    Rasterise(Box<Board>),
    /// Rate and lay out puzzles and write them as a PDF (beside the target first, then
    /// renamed).
    Print(Box<PrintJob>),
    /// Save a game to a file (written beside it, then renamed over it).
    #[serde(skip)]
    Save {
        /// Where.
        path: PathBuf,
        /// The game as it was when the player asked.
        game: Box<Game>,
    },
    /// Take up to `steps` steps of a solver-lab run (in the lab's own lane); the run comes
    /// back with the events.
    #[serde(skip)]
    LabSteps {
        /// The run, where the last batch left it.
        run: Box<Run>,
        /// How many steps at most.
        steps: usize,
    },
    /// Run every solver-lab algorithm on a grid, each for at most [`LAB_COMPARE_CAP`].
    LabCompare(Grid),
    /// Rate a puzzle on Sudoku Explainer's scale (in a lane of its own: a hard puzzle takes
    /// a while, and hints need not wait for it). A new rating job cancels the one before it.
    Rate(Grid),
    /// Generate a puzzle for the pool (in a lane of its own, at the lowest priority, so
    /// that it only uses time nothing else wants).
    Generate(Request),
    /// Generate the daily puzzle the player asked for (in a lane of its own, at normal
    /// priority: neither it nor the pool's work cancels the other).
    Daily(Request),
    /// Generate a variant puzzle the player asked for (in the daily puzzle's lane).
    Variant(generator::VariantRequest),
    /// Find a puzzle whose logical path needs a technique, to practise it (in a lane of its
    /// own: it may take a minute).
    Practice(Box<PracticeRequest>),
    /// Read a puzzle from a picture (in a lane of its own, cancelled by the next picture).
    #[serde(skip)]
    Scan(PictureSource),
}

/// Where a picture to read comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureSource {
    /// A picture file (opened or dropped on the window).
    File(PathBuf),
    /// The picture on the clipboard.
    Clipboard,
}

/// The most bytes read from a picture file.
pub const MAX_PICTURE_BYTES: u64 = 128 * 1024 * 1024;

impl PictureSource {
    /// Reads the picture and the puzzle in it.
    pub fn read(&self, cancel: &CancelToken) -> Result<Reading, ScanError> {
        match self {
            PictureSource::File(path) => {
                let bytes = picture::read_file(path, MAX_PICTURE_BYTES)?;
                picture::read(super::digit_model(), &bytes, cancel)
            }
            PictureSource::Clipboard => {
                let grey = super::clipboard::picture()?;
                picture::read_grey(super::digit_model(), &grey, cancel)
            }
        }
    }
}

/// The longest one algorithm may run in [`Job::LabCompare`]: the tutorial's search can take
/// minutes on a hard 16x16, and the table is worth showing before then.
pub const LAB_COMPARE_CAP: Duration = Duration::from_secs(10);

/// Identifies a submitted job; results carry it back. The caller numbers its jobs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct JobId(pub u64);

impl JobId {
    /// The id after this one.
    pub fn next(self) -> JobId {
        JobId(self.0.wrapping_add(1))
    }
}

/// What a job produced.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Output {
    /// The answer of [`Job::Analyse`].
    Analysis(Analysis),
    /// The answer of [`Job::Count`].
    Count(usize),
    /// The answer of [`Job::Rewind`]: how many steps back the newest correct board is.
    Rewind(Option<usize>),
    /// The answer of [`Job::Compose`].
    Composed(Box<setter::Finding>),
    /// The answer of [`Job::Hint`].
    Hint(Box<Hint>),
    /// The answer of [`Job::Path`].
    Path(Box<Path>),
    /// The answer of [`Job::Pick`].
    #[serde(skip)]
    Picked(Picked),
    /// The answer of [`Job::Open`] and [`Job::Fetch`].
    #[serde(skip)]
    Opened(Result<Opened, OpenError>),
    /// The answer of [`Job::Save`].
    #[serde(skip)]
    Saved(Result<(), SaveError>),
    /// The answer of [`Job::Write`], [`Job::WritePng`] and [`Job::Print`].
    #[serde(skip)]
    Written(Result<(), WriteError>),
    /// The answer of [`Job::Rasterise`]: the pixels, or why there are none.
    #[serde(skip)]
    Raster(Result<Box<Raster>, PictureError>),
    /// The answer of [`Job::LabSteps`].
    #[serde(skip)]
    LabSteps(Box<Batch>),
    /// The answer of [`Job::LabCompare`], one row per algorithm.
    LabCompare(Vec<Comparison>),
    /// The answer of [`Job::Rate`]: the rating, or why there is none.
    Rating(Result<Rating, RateError>),
    /// The answer of [`Job::Generate`], [`Job::Daily`] and [`Job::Variant`].
    Generated(Result<Generated, GenerateError>),
    /// The answer of [`Job::Practice`].
    Practice(Box<PracticeFound>),
    /// In a page, the answer of [`Job::Print`] from a Web Worker: the PDF's bytes (or why
    /// there are none), which the page offers as a download named after `path`.
    Pdf {
        /// The file name proposed.
        path: PathBuf,
        /// The PDF's bytes.
        made: Result<Vec<u8>, PrintError>,
    },
    /// The answer of [`Job::Scan`]: what the picture shows, or why it could not be read.
    #[serde(skip)]
    Scanned(Result<Box<Reading>, ScanError>),
    /// The job was cancelled before it finished.
    Cancelled,
    /// The job panicked: a bug, reported rather than left waiting.
    Failed(String),
}

/// Why a file job wrote nothing (any earlier file at its place is as it was).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// The file could not be written (or, in a page, offered as a download).
    #[error("{path}: {reason}")]
    File {
        /// The file.
        path: String,
        /// The system's reason.
        reason: String,
    },
    /// The picture could not be made.
    #[error(transparent)]
    Picture(#[from] PictureError),
    /// The puzzles could not be printed.
    #[error(transparent)]
    Print(#[from] PrintError),
    /// In a page: the file could not be made in a Web Worker or offered as a download (the
    /// page's words, naming the file).
    #[error("{reason}")]
    Page {
        /// What went wrong.
        reason: String,
    },
}

impl WriteError {
    /// The error of writing `path`, for the system's `reason`.
    pub fn file(path: &std::path::Path, reason: &impl std::fmt::Display) -> WriteError {
        WriteError::File {
            path: path.display().to_string(),
            reason: reason.to_string(),
        }
    }
}

/// A finished job.
#[derive(Debug, Clone)]
pub struct Done {
    /// The job's id, as given to [`super::Worker::submit`].
    pub id: JobId,
    /// What it produced.
    pub output: Output,
}

/// The engine's answer to an engine job: every job but the files', the dialogs' and the
/// pictures', which their lanes run themselves.
pub fn run_engine(job: Job, cancel: &CancelToken) -> Output {
    match job {
        Job::Analyse(grid) => solver::analyse(&grid, cancel)
            .map(Output::Analysis)
            .unwrap_or(Output::Cancelled),
        Job::Count { grid, limit } => solver::count_only(&grid, limit, cancel)
            .map(|(count, _)| Output::Count(count))
            .unwrap_or(Output::Cancelled),
        Job::Rewind { boards, solution } => {
            solver::first_on_a_solution(&boards, solution.as_ref(), cancel)
                .map(Output::Rewind)
                .unwrap_or(Output::Cancelled)
        }
        Job::Compose {
            grid,
            question,
            progress,
        } => setter::answer_with(&grid, question, cancel, &progress)
            .map(|found| Output::Composed(Box::new(found)))
            .unwrap_or(Output::Cancelled),
        Job::Hint { board, notes } => techniques::hint(&board, &notes, cancel)
            .map(|hint| Output::Hint(Box::new(hint)))
            .unwrap_or(Output::Cancelled),
        Job::Path(grid) => techniques::solve_path(&Candidates::from_grid(&grid), cancel)
            .map(|path| Output::Path(Box::new(path)))
            .unwrap_or(Output::Cancelled),
        Job::LabSteps { run, steps } => lab::advance(*run, steps, cancel)
            .map(|batch| Output::LabSteps(Box::new(batch)))
            .unwrap_or(Output::Cancelled),
        Job::LabCompare(grid) => lab::compare(&grid, LAB_COMPARE_CAP, cancel)
            .map(Output::LabCompare)
            .unwrap_or(Output::Cancelled),
        Job::Practice(request) => practice::find(&request, cancel)
            .map(|found| Output::Practice(Box::new(found)))
            .unwrap_or(Output::Cancelled),
        Job::Rate(grid) => match rate::rate(&grid, &RateOptions::default(), cancel) {
            Err(RateError::Cancelled) => Output::Cancelled,
            rated => Output::Rating(rated),
        },
        Job::Generate(request) | Job::Daily(request) => {
            generated(generator::generate(&request, cancel))
        }
        Job::Variant(request) => generated(generator::generate_variant(&request, cancel)),
        // A hook that hands these on by mistake gets an answer, not a hang.
        Job::Open(_)
        | Job::Fetch { .. }
        | Job::Save { .. }
        | Job::Write { .. }
        | Job::WritePng { .. }
        | Job::Rasterise(_)
        | Job::Print(_)
        | Job::Pick(_)
        | Job::Scan(_) => Output::Failed(t!("not-engine-job")),
    }
}

/// A new puzzle as a job's answer.
pub(super) fn generated(made: Result<Generated, GenerateError>) -> Output {
    match made {
        Err(GenerateError::Cancelled) => Output::Cancelled,
        made => Output::Generated(made),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;
    use crate::export::pdf::PdfError;

    fn crossed<T: Serialize + serde::de::DeserializeOwned>(value: &T) -> T {
        let text = ron::to_string(value).unwrap_or_else(|e| panic!("{e}"));
        ron::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
    }

    #[test]
    fn engine_jobs_and_their_answers_cross_as_text_and_local_ones_do_not() {
        let four = Shape::new(2, 2).unwrap();
        let grid = Grid::empty(four);
        let job = crossed(&Job::Count { grid, limit: 3 });
        assert!(matches!(&job, Job::Count { limit: 3, grid } if grid.shape() == four));
        let answer = crossed(&run_engine(job, &CancelToken::new()));
        assert!(matches!(answer, Output::Count(3)), "{answer:?}");
        let grid = Grid::empty(four);
        let notes = vec![DigitSet::EMPTY; 16];
        let hint = crossed(&Job::Hint { board: grid, notes });
        assert!(matches!(
            crossed(&run_engine(hint, &CancelToken::new())),
            Output::Hint(_)
        ));
        let failed = Output::Pdf {
            path: "a.pdf".into(),
            made: Err(PrintError::Pdf(PdfError::Empty)),
        };
        let back = crossed(&failed);
        assert!(matches!(
            back,
            Output::Pdf {
                made: Err(PrintError::Pdf(PdfError::Empty)),
                ..
            }
        ));
        // Dialogs, files and pictures stay where they are asked for.
        assert!(ron::to_string(&Job::Open("a.sdk".into())).is_err());
        assert!(ron::to_string(&Output::Picked(Picked::Cancelled)).is_err());
    }
}
