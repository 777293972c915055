//! The progress bar of long CLI work (`rate`, `solve`, `solve --logic`, `count`, `hint`
//! over files, `generate --count`): puzzles done, of how many when that is known, the
//! rate and the time left, on stderr.
//!
//! It is drawn only when stderr is a terminal, `--quiet` was not given, and the work is
//! still running after [`DELAY`]: a quick command, a pipe or a file on stderr never get a
//! byte of it. Until then the bar is hidden (its counting is a few atomic operations per
//! puzzle); a ticker thread shows it at [`DELAY`] and redraws it so that the rate and
//! the ETA move while a slow puzzle holds the count. Answers written to stdout and notes
//! written to stderr go around it ([`suspend`]), so a terminal never shows a line torn by
//! the bar.
//!
//! The total of a streamed input is not known before it is read: for regular files it is
//! estimated from the bytes read so far (puzzles parsed per byte, times the bytes of the
//! files), and exact once the last chunk is read. A pipe shows the count, the rate and
//! the time without a total.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use nonet_core::printable;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::Mutex;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long work runs before its bar is shown: shorter work is done before a bar helps.
pub const DELAY: Duration = Duration::from_millis(500);

/// How often the ticker redraws a shown bar (the rate and ETA move between puzzles).
const TICK: Duration = Duration::from_millis(200);

/// `--quiet`: no progress bar at all.
static QUIET: AtomicBool = AtomicBool::new(false);

/// The bar of the running work, for the workers to count on; and whether it is on the
/// terminal now, with stdout on a terminal too (its writes must then go around the bar).
static CURRENT: Mutex<Option<Current>> = Mutex::new(None);

struct Current {
    bar: ProgressBar,
    shown: bool,
    stdout_terminal: bool,
}

/// Sets `--quiet`, for the rest of the run.
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// The running work's bar, to count finished puzzles on; None when there is no bar.
pub fn counter() -> Option<ProgressBar> {
    lock().as_ref().map(|c| c.bar.clone())
}

/// Runs `f` (a write to the terminal: a note, or answers on a terminal's stdout) with the
/// bar cleared, and draws it again after.
pub fn suspend<R>(f: impl FnOnce() -> R) -> R {
    suspend_if(|_| true, f)
}

/// [`suspend`] as `error::note` takes it (registered when a bar starts).
fn suspend_dyn(f: &mut dyn FnMut()) {
    suspend(f)
}

/// [`suspend`] for a write to stdout: only a terminal's stdout shares the screen with the
/// bar (answers written to a file or a pipe do not clear it).
pub fn suspend_stdout<R>(f: impl FnOnce() -> R) -> R {
    suspend_if(|c| c.stdout_terminal, f)
}

fn suspend_if<R>(needed: impl Fn(&Current) -> bool, f: impl FnOnce() -> R) -> R {
    let shown = lock()
        .as_ref()
        .filter(|c| c.shown && needed(c))
        .map(|c| c.bar.clone());
    match shown {
        Some(bar) => bar.suspend(f),
        None => f(),
    }
}

fn lock() -> std::sync::MutexGuard<'static, Option<Current>> {
    // A panic elsewhere while the lock was held leaves the bar usable.
    CURRENT.lock().unwrap_or_else(|e| e.into_inner())
}

/// The progress of one command's work; dropping it clears the bar.
pub struct Progress {
    bar: Option<ProgressBar>,
    ticker: Option<(Sender<()>, JoinHandle<()>)>,
}

impl Progress {
    /// Progress over `total` puzzles (None: not known yet), shown if and when the rules
    /// above allow.
    pub fn start(total: Option<u64>) -> Progress {
        if QUIET.load(Ordering::Relaxed) || !std::io::stderr().is_terminal() {
            return Progress::none();
        }
        // Notes on stderr clear the bar first, whichever face writes them.
        crate::error::set_stderr_pause(suspend_dyn);
        let bar = ProgressBar::with_draw_target(total, ProgressDrawTarget::hidden());
        bar.set_style(style(total.is_some()));
        *lock() = Some(Current {
            bar: bar.clone(),
            shown: false,
            stdout_terminal: std::io::stdout().is_terminal(),
        });
        let (stop, stopped) = mpsc::channel::<()>();
        let ticking = bar.clone();
        let ticker = std::thread::spawn(move || {
            let start = Instant::now();
            // Until DELAY has passed, then every TICK, unless the work has ended.
            let mut wait = DELAY;
            while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(wait) {
                if start.elapsed() >= DELAY && show(&ticking) {
                    ticking.tick();
                }
                wait = TICK;
            }
        });
        Progress {
            bar: Some(bar),
            ticker: Some((stop, ticker)),
        }
    }

    /// No bar: for work that is not a terminal's to watch.
    pub fn none() -> Progress {
        Progress {
            bar: None,
            ticker: None,
        }
    }

    /// Names the file being worked through (escaped: a file name cannot drive the
    /// terminal).
    pub fn set_source(&self, source: &str) {
        if let Some(bar) = &self.bar {
            bar.set_message(printable::escape(source).into_owned());
        }
    }

    /// Sets the total, or what it is estimated to be.
    pub fn set_total(&self, total: u64) {
        if let Some(bar) = &self.bar {
            if bar.length().is_none() {
                bar.set_style(style(true));
            }
            bar.set_length(total);
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some((stop, ticker)) = self.ticker.take() {
            let _ = stop.send(());
            let _ = ticker.join();
        }
        if let Some(bar) = self.bar.take() {
            *lock() = None;
            bar.finish_and_clear();
        }
    }
}

/// Puts the bar on the terminal the first time; true while it is there. (One command
/// runs at a time, and its ticker ends before its bar is taken down: the current bar is
/// the ticker's.)
fn show(bar: &ProgressBar) -> bool {
    let mut current = lock();
    let Some(current) = current.as_mut() else {
        return false;
    };
    if !current.shown {
        bar.set_draw_target(ProgressDrawTarget::stderr());
        current.shown = true;
    }
    true
}

/// The bar's look: the file, the bar, puzzles done of the total, the rate and the time
/// left; without a total, the count, the rate and the time so far.
fn style(total: bool) -> ProgressStyle {
    let template = if total {
        "{msg} {wide_bar} {human_pos}/{human_len} puzzles · {per_sec:1} · ETA {eta}"
    } else {
        "{msg} {spinner} {human_pos} puzzles · {per_sec:1} · {elapsed}"
    };
    ProgressStyle::with_template(template)
        .expect("the templates are valid")
        .progress_chars("=> ")
}

/// Estimates the total of streamed inputs from the bytes read so far: for regular files
/// (their sizes known), puzzles parsed per byte read times the bytes of all the files.
pub struct Estimate {
    /// Each input's size in bytes; None when one is not a regular file.
    sizes: Option<Vec<u64>>,
}

impl Estimate {
    /// For the inputs at `paths` (`-`: standard input, a regular file when redirected
    /// from one).
    pub fn new(paths: &[&std::path::Path]) -> Estimate {
        let size = |path: &std::path::Path| {
            let path = match path.as_os_str() == "-" {
                true => std::path::Path::new("/dev/stdin"),
                false => path,
            };
            std::fs::metadata(path)
                .ok()
                .filter(|m| m.is_file())
                .map(|m| m.len())
        };
        Estimate {
            sizes: paths.iter().map(|p| size(p)).collect(),
        }
    }

    /// The estimated total after `parsed` puzzles were parsed from the inputs before
    /// `input` and the first `bytes` bytes of input `input`.
    pub fn total(&self, input: usize, bytes: u64, parsed: u64) -> Option<u64> {
        let sizes = self.sizes.as_ref()?;
        let read: u64 = sizes[..input].iter().sum::<u64>() + bytes;
        let all: u64 = sizes.iter().sum();
        if read == 0 {
            return None;
        }
        let rest = all.saturating_sub(read) as f64;
        Some(parsed + (rest * parsed as f64 / read as f64).round() as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::{style, Estimate};
    use indicatif::{ProgressBar, ProgressDrawTarget, TermLike};
    use std::sync::{Arc, Mutex};

    /// A terminal 100 columns wide that keeps what is written to it.
    #[derive(Debug, Clone, Default)]
    struct Screen(Arc<Mutex<String>>);

    impl TermLike for Screen {
        fn width(&self) -> u16 {
            100
        }
        fn move_cursor_up(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_down(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_right(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_left(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn write_line(&self, s: &str) -> std::io::Result<()> {
            self.write_str(s)
        }
        fn write_str(&self, s: &str) -> std::io::Result<()> {
            self.0.lock().unwrap().push_str(s);
            Ok(())
        }
        fn clear_line(&self) -> std::io::Result<()> {
            self.0.lock().unwrap().clear();
            Ok(())
        }
        fn flush(&self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn the_bar_gives_the_rate_with_one_decimal() {
        for total in [true, false] {
            let screen = Screen::default();
            let bar = ProgressBar::with_draw_target(
                total.then_some(1465),
                ProgressDrawTarget::term_like(Box::new(screen.clone())),
            )
            .with_style(style(total))
            .with_message("top1465.txt");
            bar.inc(700);
            bar.force_draw();
            let line = screen.0.lock().unwrap().clone();
            // `700 puzzles · 12,345.6/s` (it used to be four decimals: `12,345.6789/s`).
            let rate = line
                .split(" · ")
                .find(|part| part.ends_with("/s"))
                .unwrap_or_else(|| panic!("no rate in {line:?}"));
            // At most one decimal: indicatif leaves the decimal out of a large rate, which
            // a fast machine (700 in microseconds) gives: `52,756,605/s`.
            let figure = rate.trim_end_matches("/s");
            let decimals = figure.rsplit_once('.').map_or(0, |(_, d)| d.len());
            assert!(decimals <= 1, "{line:?}");
            assert!(
                figure
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == ',' || c == '.'),
                "{line:?}"
            );
            assert!(
                line.starts_with("top1465.txt") && line.contains("700"),
                "{line:?}"
            );
        }
    }

    #[test]
    fn the_total_is_estimated_from_the_bytes_read_and_exact_at_the_end() {
        let estimate = Estimate {
            sizes: Some(vec![820, 410]),
        };
        // 10 puzzles in the first 820 bytes of 1,230: 15 in all.
        assert_eq!(estimate.total(0, 820, 10), Some(15));
        assert_eq!(estimate.total(0, 82, 1), Some(15));
        // Everything read: the puzzles parsed, whatever the estimate was.
        assert_eq!(estimate.total(1, 410, 13), Some(13));
        assert_eq!(estimate.total(0, 0, 0), None);
        let pipe = Estimate { sizes: None };
        assert_eq!(pipe.total(0, 820, 10), None);
    }
}
