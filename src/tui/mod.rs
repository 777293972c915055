//! The terminal UI, compiled into the binary only (the library stays free of ratatui).
//!
//! Elm-like: input and solver threads feed one channel; each message becomes an
//! [`Action`]; [`update::update`] changes the [`State`] and returns effects (solver jobs to
//! start or cancel, files to read or write) that this loop carries out with
//! [`dispatch::dispatch`]; [`draw::draw`] paints from the state. The loop reads the clock
//! and hands the time to `update` with each action, which reads none itself. A frame is
//! drawn only after something changed, at most ~60 times a second; a ~4 Hz tick
//! refreshes timers.

pub mod action;
pub mod dispatch;
pub mod draw;
pub mod effect;
pub mod files;
pub mod game;
pub mod help;
pub mod hints;
pub mod keep;
pub mod keymap;
pub mod regions;
pub mod score;
pub mod se_rating;
pub mod search;
pub mod solver;
pub mod state;
pub mod store;
pub mod terminal;
pub mod theme;
pub mod update;

#[cfg(test)]
mod tests;

use crate::error::CliError;
use action::Action;
use crossterm::event::{self, Event, KeyEventKind, MouseButton, MouseEventKind};
use dispatch::Disk;
use keymap::Keymap;
use ratatui::layout::Rect;
use solver::JobMsg;
use state::State;
use std::io::IsTerminal;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};
use store::Dirs;
use theme::Theme;

/// The first start's message: how to begin, in one line (`{action}`: its key).
pub const WELCOME: &str =
    "Welcome! Type or paste a puzzle, {new-game} for a new one, {open} to open one, {help} lists \
     the keys";

const FRAME: Duration = Duration::from_millis(16);
const TICK: Duration = Duration::from_millis(250);

/// How the TUI was asked to start.
#[derive(Debug, Default)]
pub struct TuiOptions {
    /// A file to open instead of the autosaved session (any Unix name, UTF-8 or not).
    pub file: Option<std::path::PathBuf>,
    /// Theme name (overrides the config file).
    pub theme: Option<String>,
    /// Start straight into a new classic puzzle of this level (`nonet --new hard`).
    pub new_game: Option<nonet_core::strategy::Level>,
}

/// One channel carries everything the loop waits for.
enum Msg {
    Input(Event),
    Job(JobMsg),
    /// A signal: quit as `q` does, suspend, or continue after a stop.
    Signal(terminal::Signal),
}

fn wrap_job(m: JobMsg) -> Msg {
    Msg::Job(m)
}

/// Runs the TUI until the user quits. Errors before the terminal is taken over (a file
/// that can't be read) come back as `Err` with a message for stderr.
pub fn run(opts: TuiOptions) -> Result<(), CliError> {
    let dirs = Dirs::from_env();
    let mut notes: Vec<String> = Vec::new();

    // Settings and theme: problems are reported, never fatal.
    let config_dir = dirs.as_ref().and_then(|d| d.config.clone());
    let (config, config_err) = match &config_dir {
        Some(dir) => store::config::load_config(&dir.join(theme::CONFIG_FILE)),
        None => (store::config::Config::default(), None),
    };
    notes.extend(config_err);
    let theme_name = opts
        .theme
        .clone()
        .or(config.theme)
        .unwrap_or_else(|| theme::DEFAULT_THEME.to_string());
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let (theme, warnings) = Theme::load(&theme_name, config_dir.as_deref(), no_color);
    notes.extend(warnings);
    let depth = config
        .colours
        .unwrap_or_else(theme::colour::depth::Depth::from_env);
    let theme = theme.degraded(depth);

    let (keymap, key_errors) = Keymap::configured(&config.keys);
    let keymap = std::rc::Rc::new(keymap);
    let file = opts.file.as_deref();
    let mut state =
        start_state_with(file, dirs, keymap.clone(), &mut notes).map_err(CliError::input)?;
    state.theme = theme;
    state.show_status = config.status.unwrap_or(true);
    if config.uniqueness == Some(false) {
        state.hint_source = hints::source(false);
    }
    // Held until the process ends, which frees the session for the next instance; each
    // autosave checks it is still the lock file (store::lock_still_ours).
    if let Some(lock) = claim_session(&mut state, std::process::id(), &mut notes) {
        store::hold(lock);
    }
    // What the window starts with is kept (in the session or the file it came from): only
    // later changes make a read-only window ask before it quits.
    state.keep.kept_revision = state.revision;
    notes.extend(key_errors);
    // Each note is a message of its own in the log (`m`); the status line names how many
    // there are when there is more than one.
    for note in &notes {
        state.error(note.clone());
    }
    if notes.len() > 1 {
        if let Some(last) = state.message.as_mut() {
            last.text = format!(
                "{} messages at the start (m shows all); the last: {}",
                notes.len(),
                last.text
            );
        }
    }

    // The notes (a session set aside, no data directory) go to stderr too when it is
    // not the screen (a log keeps them), and before the error when there is no terminal
    // to show them on: one line each, so that every message is one line.
    let notes_on_stderr = !std::io::stderr().is_terminal();
    if notes_on_stderr {
        for note in &notes {
            crate::error::note(format_args!("nonet: {note}"));
        }
    }
    let no_terminal = |why: String| {
        for note in notes.iter().filter(|_| !notes_on_stderr) {
            crate::error::note(format_args!("nonet: {note}"));
        }
        CliError::input(format!(
            "the TUI needs a terminal ({why}); `nonet --help` lists the commands"
        ))
    };
    if !std::io::stdout().is_terminal() {
        return Err(no_terminal("standard output is not one".into()));
    }
    let mut terminal = terminal::enter().map_err(|e| no_terminal(e.to_string()))?;

    let (tx, rx) = mpsc::channel::<Msg>();
    spawn_input(tx.clone());
    terminal::spawn_signals(tx.clone(), Msg::Signal);
    let first = opts.new_game.map(|level| {
        Action::NewGameStart(Some(game::NewGame {
            level,
            ..game::NewGame::default()
        }))
    });
    let result = event_loop(&mut terminal, &mut state, &keymap, &tx, &rx, first);
    let saved = dispatch::autosave(&mut state, &mut Disk, Instant::now());
    terminal::leave();
    if let Some(farewell) = &state.keep.farewell {
        crate::error::note(format_args!("nonet: {farewell}"));
    }
    // Said after the terminal is back, where it stays readable: the last edits are lost.
    saved.map_err(|e| CliError::output(format!("the session was not saved: {e}")))?;
    result.map_err(|e| CliError::input(format!("terminal error: {e}")))
}

/// [`start_state_with`] the default keymap.
#[cfg(test)]
fn start_state(
    file: Option<&str>,
    dirs: Option<Dirs>,
    notes: &mut Vec<String>,
) -> Result<State, String> {
    let file = file.map(std::path::Path::new);
    start_state_with(file, dirs, std::rc::Rc::default(), notes)
}

/// The state the TUI starts in: the autosaved session, then the file asked for loaded on
/// top of it as one undoable change. `u` brings the session back, and cancelling the list
/// of a several-puzzle file leaves it as it was (it is saved again on quitting). A file
/// that cannot be opened is an error. A session that cannot be restored is a note, and
/// its file is moved aside first, so that the autosave cannot write over it; if even that
/// fails, nonet stops rather than lose it.
///
/// The first messages name keys as `keymap`, the one keys will be read with, binds them.
fn start_state_with(
    file: Option<&std::path::Path>,
    dirs: Option<Dirs>,
    keymap: std::rc::Rc<Keymap>,
    notes: &mut Vec<String>,
) -> Result<State, String> {
    let opened = file.map(store::open_file_argument).transpose()?;
    let restored = match &dirs {
        Some(d) => {
            d.remove_stale_temps();
            d.remember_links();
            store::restore_session(&d.session())?
        }
        None => store::Session::Missing,
    };
    let first_start = matches!(restored, store::Session::Missing) && file.is_none();
    let session = match restored {
        store::Session::Restored(doc) => *doc,
        store::Session::Missing => State::empty_document(),
        store::Session::SetAside(note) => {
            notes.push(note);
            State::empty_document()
        }
    };
    let no_dirs = dirs.is_none();
    let mut state = State::new(session, dirs);
    state.set_keymap(keymap);
    state.hint_source = hints::default_source();
    if no_dirs {
        notes.push(store::NO_DATA_DIR.to_string());
        state.unsaved = Some(store::NO_DATA_DIR.to_string());
    }
    if first_start {
        state.info(state.keyed(WELCOME));
    }
    if let Some((docs, name)) = opened {
        // The event loop rechecks the status when it starts, so the effects can go.
        update::load_many(&mut state, docs, &name, &mut Vec::new());
    }
    Ok(state)
}

fn spawn_input(tx: Sender<Msg>) {
    std::thread::Builder::new()
        .name("nonet-input".into())
        .spawn(move || {
            while let Ok(ev) = event::read() {
                if tx.send(Msg::Input(ev)).is_err() {
                    break;
                }
            }
        })
        .expect("the input thread can be started");
}

/// Claims the session for this instance. When another running instance has it, this
/// one opens it read-only: it does not autosave, so neither overwrites the other.
fn claim_session(
    state: &mut State,
    pid: u32,
    notes: &mut Vec<String>,
) -> Option<store::SessionLock> {
    let dirs = state.dirs.clone()?;
    match store::claim_session(&dirs, pid) {
        Ok(store::Claim::Held(lock)) => Some(lock),
        Ok(store::Claim::InUse(holder)) => {
            state.session_in_use_by = Some(holder);
            let save = state.key("save");
            notes.push(format!(
                "session in use by pid {holder}: opened read-only, changes are not \
                 autosaved ({save} saves them as a named puzzle)"
            ));
            None
        }
        Err(e) => {
            // Without a lock the session is still autosaved, as before locks: refusing
            // to save would lose more than a race with a second instance could.
            notes.push(format!("session lock {}: {e}", dirs.lock().display()));
            None
        }
    }
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    state: &mut State,
    keymap: &Keymap,
    tx: &Sender<Msg>,
    rx: &Receiver<Msg>,
    first: Option<Action>,
) -> std::io::Result<()> {
    let mut dirty = true;
    let mut last_draw = Instant::now() - FRAME;
    let mut next_tick = Instant::now() + TICK;
    let mut saved_revision = state.revision;
    let mut fx = Vec::new();
    // A file loaded before the loop dropped its jobs: the target figures and the SE
    // rating start afresh.
    state.score.forget();
    state.se_rating = None;
    update::recheck(state, &mut fx);
    let start = &mut |job| start_job(job, tx);
    dispatch::carry_out(state, fx, Instant::now(), &mut Disk, start);
    let size = terminal.size()?;
    let resized = Action::Resize(size.width, size.height);
    dispatch::dispatch(state, resized, Instant::now(), &mut Disk, start);
    if let Some(action) = first {
        dispatch::dispatch(state, action, Instant::now(), &mut Disk, start);
    }
    loop {
        if dirty && last_draw.elapsed() >= FRAME {
            terminal.draw(|f| draw::draw(f, state, &state.theme))?;
            terminal::frame_drawn();
            dirty = false;
            last_draw = Instant::now();
        }
        // After the draw: a synced save takes tens of milliseconds on a real disk, and
        // the key that caused it should show at once. A failure is on the status line
        // until a save works (see dispatch::autosave); the quit path saves once more.
        if state.revision != saved_revision {
            saved_revision = state.revision;
            let was = state.unsaved.clone();
            let _ = dispatch::autosave(state, &mut Disk, Instant::now());
            dirty |= state.unsaved != was; // its badge and message changed
        }
        if state.quit {
            return Ok(());
        }
        let now = Instant::now();
        let wait = if dirty {
            FRAME.saturating_sub(last_draw.elapsed())
        } else {
            next_tick.saturating_duration_since(now)
        };
        let first = match rx.recv_timeout(wait) {
            Ok(m) => Some(m),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => return Ok(()),
        };
        let size = terminal.size()?;
        let area = Rect::new(0, 0, size.width, size.height);
        for msg in first
            .into_iter()
            .chain(std::iter::from_fn(|| rx.try_recv().ok()))
        {
            let action = match msg {
                Msg::Job(j) => Some(Action::Job(j)),
                Msg::Signal(terminal::Signal::Quit) => Some(Action::QuitSignal),
                Msg::Signal(terminal::Signal::Suspend) => {
                    terminal::suspend(terminal)?;
                    dirty = true;
                    None
                }
                Msg::Signal(terminal::Signal::Continue) => {
                    terminal::resume(terminal)?;
                    dirty = true;
                    None
                }
                Msg::Input(ev) => {
                    dirty = true; // resizes and focus changes repaint too
                    input_action(&ev, state, keymap, area)
                }
            };
            if action == Some(Action::Suspend) {
                // Saved first: a stopped job may never be continued.
                let _ = dispatch::autosave(state, &mut Disk, Instant::now());
                saved_revision = state.revision;
                terminal::suspend(terminal)?;
                dirty = true;
            } else if let Some(a) = action {
                dispatch::dispatch(state, a, Instant::now(), &mut Disk, start);
                dirty = true;
            }
            if state.quit {
                break;
            }
        }
        if Instant::now() >= next_tick {
            next_tick = Instant::now() + TICK;
            if state.needs_tick() {
                dispatch::dispatch(state, Action::Tick, Instant::now(), &mut Disk, start);
                dirty = true;
            }
        }
    }
}

fn start_job(job: solver::Job, tx: &Sender<Msg>) {
    solver::spawn(job, tx.clone(), wrap_job);
}

/// Keys through the keymap; mouse positions through the same screen geometry `draw`
/// uses; pastes as they are.
fn input_action(ev: &Event, state: &State, keymap: &Keymap, area: Rect) -> Option<Action> {
    if draw::screen(area).is_none() {
        // The "enlarge the terminal" screen shows nothing to act on and offers only `q`:
        // keys typed blind must not change the puzzle.
        return match ev {
            Event::Key(k) if k.kind != KeyEventKind::Release => keymap
                .action(state.context(), k)
                .filter(|a| *a == Action::Quit),
            _ => None,
        };
    }
    match ev {
        Event::Key(k) if k.kind != KeyEventKind::Release => keymap.action(state.context(), k),
        Event::Paste(text) => Some(Action::Paste(text.clone())),
        Event::Resize(w, h) => Some(Action::Resize(*w, *h)),
        Event::Mouse(m) if state.overlay.is_none() => {
            let cell = draw::screen(area).and_then(|sc| sc.grid.cell_at(m.column, m.row));
            match m.kind {
                MouseEventKind::Down(MouseButton::Left) => cell.map(Action::Select),
                MouseEventKind::Drag(MouseButton::Left) => cell.map(Action::Drag),
                MouseEventKind::ScrollUp => Some(Action::Wheel(1)),
                MouseEventKind::ScrollDown => Some(Action::Wheel(-1)),
                _ => None,
            }
        }
        _ => None,
    }
}
