//! The terminal's modes: taken over when the TUI starts (raw mode, alternate screen,
//! hidden cursor, mouse reporting, bracketed paste) and given back on every way out that
//! the process can see: quitting, a quit signal, a suspend (taken over again on resume),
//! a panic, and an abort (out of memory in a solver thread, a panic while panicking).
//!
//! Signals reach the event loop as [`Signal`] messages, so a `kill` quits like `q` does
//! (the session is saved) and a suspend happens between frames, never in the middle of
//! one. Only an abort is handled inside the signal handler, because nothing else runs
//! after it: the handler writes the restoring escape sequences with `write(2)` and puts
//! the saved terminal settings back with `tcsetattr(3)`, both async-signal-safe.
//!
//! The clipboard (OSC 52) is in [`clipboard`].

pub mod clipboard;

use crossterm::cursor::{Hide, Show};
use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::DefaultTerminal;
use std::io;
use std::sync::mpsc::Sender;

/// What a signal asks of the event loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signal {
    /// Quit as `q` does: save, give the terminal back, exit.
    Quit,
    /// Give the terminal back and stop (SIGTSTP: `kill -TSTP`, a job-control suspend).
    Suspend,
    /// Continued after a stop (SIGCONT): take the terminal over again and redraw all.
    Continue,
}

/// Takes the terminal over. The panic hook and the abort handler installed here give it
/// back on the ways out that skip [`leave`].
/// Without a terminal it fails before writing anything.
pub fn enter() -> io::Result<DefaultTerminal> {
    #[cfg(unix)]
    fault::arm();
    take_over()?;
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // Before the message, so that it prints on the normal screen, in cooked mode.
        leave();
        hook(info);
    }));
    ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(io::stdout()))
}

/// Gives the terminal back as it was found. Errors are ignored: on the way out there
/// is nothing better to do, and each step is tried even if one fails.
pub fn leave() {
    let mut out = io::stdout();
    let _ = crossterm::execute!(out, DisableMouseCapture, DisableBracketedPaste);
    // Cooked mode before leaving the alternate screen: raw mode has more side effects.
    let _ = disable_raw_mode();
    let _ = crossterm::execute!(out, LeaveAlternateScreen, Show);
}

/// Raw mode first: it fails without a terminal, and then nothing has been written (the
/// output may be a file). A failure after it gives back what was taken.
fn take_over() -> io::Result<()> {
    enable_raw_mode()?;
    let modes = crossterm::execute!(
        io::stdout(),
        EnterAlternateScreen,
        Hide,
        EnableMouseCapture,
        EnableBracketedPaste
    );
    if modes.is_err() {
        leave();
    }
    modes
}

/// SIGTSTP: gives the terminal back, stops, and takes it over again once continued.
/// The stop re-raises SIGTSTP with its default action, so that the shell reports the job
/// as stopped by a suspend, and so that in an orphaned process group (nobody left to
/// continue it) the kernel drops the stop instead of stopping for good.
pub fn suspend(terminal: &mut DefaultTerminal) -> io::Result<()> {
    leave();
    #[cfg(unix)]
    stop_with_default_action();
    resume(terminal)
}

/// After a stop (ours or anyone's `kill -STOP`): the shell put its own terminal modes
/// back, so raw mode is forced on again, and the whole screen is redrawn.
pub fn resume(terminal: &mut DefaultTerminal) -> io::Result<()> {
    // Crossterm keeps the modes it saved before raw mode and skips enabling raw mode
    // when it believes it is on; turning it "off" first resets that belief.
    let _ = disable_raw_mode();
    take_over()?;
    // Entering the alternate screen cleared it, but ratatui still holds the last frame
    // and would only draw what changed since. A blank frame brings its copy in line with
    // the screen, so that the next frame is drawn in full. (`Terminal::clear` would do
    // it too, but it asks the terminal for the cursor position, and the reply goes to
    // the input thread, which is reading: it waits 2 s and fails.)
    terminal.draw(|f| f.render_widget(ratatui::widgets::Clear, f.area()))?;
    Ok(())
}

#[cfg(unix)]
fn stop_with_default_action() {
    use signal_hook::consts::SIGTSTP;
    // SAFETY: plain sigaction calls with valid pointers; the handler that signal-hook
    // installed is saved and put back unchanged once the process continues.
    unsafe {
        let mut default: libc::sigaction = std::mem::zeroed();
        default.sa_sigaction = libc::SIG_DFL;
        let mut ours: libc::sigaction = std::mem::zeroed();
        if libc::sigaction(SIGTSTP, &default, &mut ours) != 0 {
            return;
        }
        let _ = signal_hook::low_level::raise(SIGTSTP);
        libc::sigaction(SIGTSTP, &ours, std::ptr::null_mut());
    }
}

/// The signals that would otherwise end the process at once, leaving the terminal raw,
/// in the alternate screen, with mouse reporting on (mouse moves then type escape codes
/// into the shell), and the session unsaved: a `kill` (TERM), a closed terminal (HUP),
/// INT and QUIT sent by `kill` (the keys only send them in cooked mode), the user
/// signals, timers and the CPU limit. SIGPROF is left to profilers, SIGPIPE is ignored
/// by Rust already, and SIGXFSZ is ignored (see [`spawn_signals`]).
#[cfg(unix)]
const QUIT_SIGNALS: [i32; 9] = {
    use signal_hook::consts::*;
    [
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU,
    ]
};

/// Sends each signal the event loop must act on, as a [`Signal`], until the loop is gone.
/// SIGXFSZ (a save past `ulimit -f`) is ignored instead, so that the write fails with
/// EFBIG and the autosave says "not saved" and the game goes on, as on a full disk;
/// quitting on it lost the session and gave the next keys to the shell.
#[cfg(unix)]
pub fn spawn_signals<T: Send + 'static>(tx: Sender<T>, wrap: fn(Signal) -> T) {
    use signal_hook::consts::{SIGCONT, SIGTSTP};
    // SAFETY: setting a signal's disposition to "ignore" runs no handler code.
    unsafe { libc::signal(libc::SIGXFSZ, libc::SIG_IGN) };
    let wanted = QUIT_SIGNALS.iter().copied().chain([SIGTSTP, SIGCONT]);
    let Ok(mut signals) = signal_hook::iterator::Signals::new(wanted) else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("nonet-signals".into())
        .spawn(move || {
            for sig in signals.forever() {
                let signal = match sig {
                    SIGTSTP => Signal::Suspend,
                    SIGCONT => Signal::Continue,
                    _ => Signal::Quit,
                };
                if tx.send(wrap(signal)).is_err() {
                    break;
                }
            }
        });
}

#[cfg(not(unix))]
pub fn spawn_signals<T: Send + 'static>(_: Sender<T>, _: fn(Signal) -> T) {}

/// The abort handler: the one exit path where no Rust code runs afterwards.
#[cfg(unix)]
mod fault {
    use std::os::fd::{AsRawFd, IntoRawFd};
    use std::sync::OnceLock;

    /// Everything [`super::leave`] undoes, as bytes: attributes reset, mouse reporting
    /// (every mode crossterm enables) and bracketed paste off, the alternate screen
    /// left, the cursor shown.
    const RESTORE: &[u8] = b"\x1b[0m\x1b[?1006l\x1b[?1015l\x1b[?1003l\x1b[?1002l\x1b[?1000l\
        \x1b[?2004l\x1b[?1049l\x1b[?25h";

    /// The terminal's settings before raw mode, and the descriptor they belong to:
    /// standard input when it is the terminal, else `/dev/tty`, as crossterm chooses.
    static SAVED: OnceLock<(i32, libc::termios)> = OnceLock::new();

    /// Saves the terminal settings (before raw mode is turned on) and installs the
    /// SIGABRT handler. Does nothing on a second call, or without a terminal.
    pub(super) fn arm() {
        if SAVED.get().is_some() {
            return;
        }
        let fd = if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            std::io::stdin().as_raw_fd()
        } else {
            match std::fs::File::open("/dev/tty") {
                // Kept open for the handler, which cannot open files.
                Ok(f) => f.into_raw_fd(),
                Err(_) => return,
            }
        };
        // SAFETY: tcgetattr fills the zeroed struct when it succeeds; it is read only then.
        let mut modes: libc::termios = unsafe { std::mem::zeroed() };
        if unsafe { libc::tcgetattr(fd, &mut modes) } != 0 || SAVED.set((fd, modes)).is_err() {
            return;
        }
        // SAFETY: the handler only calls async-signal-safe functions (write, tcsetattr,
        // and signal-hook's emulation of the default action: sigaction, sigprocmask,
        // raise) and reads SAVED, which is set before the handler is registered.
        let _ = unsafe { signal_hook::low_level::register(signal_hook::consts::SIGABRT, on_abort) };
    }

    fn on_abort() {
        // SAFETY: write and tcsetattr with valid buffers; see `arm`.
        unsafe {
            libc::write(libc::STDOUT_FILENO, RESTORE.as_ptr().cast(), RESTORE.len());
            if let Some((fd, modes)) = SAVED.get() {
                libc::tcsetattr(*fd, libc::TCSANOW, modes);
            }
        }
        // abort(3) would re-raise SIGABRT itself once this returns, but a SIGABRT sent by
        // `kill` would not: the default action ends the process either way.
        let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGABRT);
    }
}

/// Called after each frame. In debug builds only, `NONET_TEST_ABORT=1` makes the first
/// frame abort the process from another thread, as an allocation failure in a solver
/// thread does, so that the tests can check the abort handler on a taken-over terminal.
pub fn frame_drawn() {
    #[cfg(debug_assertions)]
    {
        static FIRST: std::sync::Once = std::sync::Once::new();
        FIRST.call_once(|| {
            if std::env::var_os("NONET_TEST_ABORT").is_some_and(|v| v == "1") {
                let _ = std::thread::Builder::new()
                    .name("nonet-test-abort".into())
                    .spawn(|| {
                        // The allocation error handler prints its message and aborts.
                        std::alloc::handle_alloc_error(std::alloc::Layout::new::<[u8; 1 << 20]>())
                    });
            }
        });
    }
}
