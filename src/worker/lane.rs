//! Lanes as data: each kind of job names its [`Lane`]; a lane owns its thread, its queue and
//! its policy (a new job cancels the one before it, or waits its turn). Adding a kind of job
//! is one line in [`Job::lane`] and, for a new lane, one entry in [`Lane::ALL`].

use super::job::{Done, Job, Output, WriteError, generated};
use super::{Generator, Repaint};
use crate::export::png;
use crate::export::print::PrintError;
use crate::formats::{self, save};
use crate::scan::ScanError;
use crate::solver::CancelToken;
use std::sync::mpsc::Sender;

/// Where a job runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lane {
    /// Searches for the game: analyse (solve, check, start), count, hint.
    Engine,
    /// The solution path (so hints need not wait for it).
    Study,
    /// The questions about a puzzle being set (each edit cancels the one before).
    Compose,
    /// Reading and writing files.
    Files,
    /// The solver lab's batches of steps.
    Lab,
    /// The solver lab's comparison of its algorithms.
    Compare,
    /// Ratings on Sudoku Explainer's scale.
    Rate,
    /// New puzzles for the pool, at the lowest priority.
    Pool,
    /// The daily puzzle the player asked for (at normal priority, apart from the pool).
    Daily,
    /// The search for a puzzle to practise a technique.
    Practice,
    /// Reading a puzzle from a picture (a new picture cancels the reading before it).
    Scan,
    /// File dialogs: each on a thread of its own, given up if it never answers.
    Dialogs,
}

/// What a lane does with a job that arrives while another runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// The new job cancels the one before it (whose answer comes back as cancelled).
    CancelPrevious,
    /// The new job waits its turn.
    Queue,
    /// Every job gets a thread of its own.
    ThreadEach,
}

impl Lane {
    /// Every lane, in the order of its index.
    pub const ALL: [Lane; 12] = [
        Lane::Engine,
        Lane::Study,
        Lane::Compose,
        Lane::Files,
        Lane::Lab,
        Lane::Compare,
        Lane::Rate,
        Lane::Pool,
        Lane::Daily,
        Lane::Practice,
        Lane::Scan,
        Lane::Dialogs,
    ];

    /// The lane's place in [`Lane::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The name of its thread.
    pub fn thread_name(self) -> &'static str {
        match self {
            Lane::Engine => "shudu-engine",
            Lane::Study => "shudu-study",
            Lane::Compose => "shudu-compose",
            Lane::Files => "shudu-files",
            Lane::Lab => "shudu-lab",
            Lane::Compare => "shudu-compare",
            Lane::Rate => "shudu-rate",
            Lane::Pool => "shudu-pool",
            Lane::Daily => "shudu-daily",
            Lane::Practice => "shudu-practice",
            Lane::Scan => "shudu-scan",
            Lane::Dialogs => "shudu-dialog",
        }
    }

    /// What a new job does to the one before it.
    pub fn policy(self) -> Policy {
        match self {
            Lane::Files => Policy::Queue,
            Lane::Dialogs => Policy::ThreadEach,
            _ => Policy::CancelPrevious,
        }
    }

    /// Whether its thread runs at the lowest priority (it only uses time nothing else wants).
    pub fn is_humble(self) -> bool {
        self == Lane::Pool
    }
}

impl Job {
    /// The lane the job runs in.
    pub fn lane(&self) -> Lane {
        match self {
            Job::Analyse(_) | Job::Count { .. } | Job::Rewind { .. } | Job::Hint { .. } => {
                Lane::Engine
            }
            Job::Path(_) => Lane::Study,
            Job::Compose { .. } => Lane::Compose,
            Job::Pick(_) => Lane::Dialogs,
            Job::Open(_)
            | Job::Fetch { .. }
            | Job::Save { .. }
            | Job::Write { .. }
            | Job::WritePng { .. }
            | Job::Rasterise(_)
            | Job::Print(_) => Lane::Files,
            Job::LabSteps { .. } => Lane::Lab,
            Job::LabCompare(_) => Lane::Compare,
            Job::Rate(_) => Lane::Rate,
            Job::Generate(_) => Lane::Pool,
            Job::Daily(_) | Job::Variant(_) => Lane::Daily,
            Job::Practice(_) => Lane::Practice,
            Job::Scan(_) => Lane::Scan,
        }
    }
}

/// What a lane's thread needs: where results go, the repaint callback, and the hooks that run
/// the jobs.
#[derive(Clone)]
pub(super) struct Runners {
    pub results: Sender<Done>,
    pub repaint: Repaint,
    pub engine: super::Engine,
    pub generator: Generator,
}

/// Runs one job on its lane's thread: files and new puzzles here, the rest by the engine.
pub(super) fn run(job: Job, cancel: &CancelToken, runners: &Runners) -> Output {
    match job {
        Job::Open(path) => Output::Opened(formats::open(&path)),
        #[cfg(not(target_arch = "wasm32"))]
        Job::Fetch { api, id } => {
            match formats::fetch_sudokupad(&api, &id, &|| cancel.is_cancelled()) {
                Some(Ok((text, origin))) => Output::Opened(formats::open_text(&text, &origin)),
                Some(Err(e)) => Output::Opened(Err(e.into())),
                None => Output::Cancelled,
            }
        }
        // The page never asks (see `Session::fetch_link`).
        #[cfg(target_arch = "wasm32")]
        Job::Fetch { .. } => Output::Failed(crate::t!("not-engine-job")),
        Job::Save { path, game } => Output::Saved(save::write(&path, &game)),
        Job::Write { path, text } => Output::Written(
            save::replace_file(&path, &text).map_err(|e| WriteError::file(&path, &e)),
        ),
        Job::WritePng { path, board } => Output::Written(
            png::board_png(&board)
                .map_err(WriteError::from)
                .and_then(|bytes| {
                    save::replace_file(&path, bytes).map_err(|e| WriteError::file(&path, &e))
                }),
        ),
        Job::Rasterise(board) => Output::Raster(png::rasterise(&board).map(Box::new)),
        Job::Print(job) => match super::print::run(&job, cancel) {
            Err(PrintError::Cancelled) => Output::Cancelled,
            done => Output::Written(done.map_err(WriteError::from)),
        },
        Job::Generate(request) | Job::Daily(request) => {
            generated((runners.generator)(&request, cancel))
        }
        Job::Scan(source) => match source.read(cancel) {
            Err(ScanError::Cancelled) => Output::Cancelled,
            read => Output::Scanned(read.map(Box::new)),
        },
        job => (runners.engine)(job, cancel),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};
    use crate::worker::PictureSource;

    #[test]
    fn every_lane_sits_at_its_index_and_only_files_and_dialogs_keep_old_jobs() {
        for (i, lane) in Lane::ALL.into_iter().enumerate() {
            assert_eq!(lane.index(), i, "{lane:?}");
            let keeps = matches!(lane, Lane::Files | Lane::Dialogs);
            assert_eq!(lane.policy() != Policy::CancelPrevious, keeps, "{lane:?}");
            assert_eq!(lane.is_humble(), lane == Lane::Pool, "{lane:?}");
        }
        let grid = Grid::empty(Shape::NINE);
        assert_eq!(Job::Analyse(grid.clone()).lane(), Lane::Engine);
        assert_eq!(Job::Path(grid.clone()).lane(), Lane::Study);
        assert_eq!(Job::Rate(grid.clone()).lane(), Lane::Rate);
        assert_eq!(Job::LabCompare(grid).lane(), Lane::Compare);
        assert_eq!(Job::Open("a".into()).lane(), Lane::Files);
        let picture = Job::Scan(PictureSource::File("a.png".into()));
        assert_eq!(picture.lane(), Lane::Scan);
    }
}
