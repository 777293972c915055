//! Saving, opening, walls and weights files, pastes, and the session the app starts from.
//! `update` works on in-memory files; only the start-up tests (which read the disk before
//! the loop runs) use a temporary directory.

use super::*;

fn type_text(s: &mut State, text: &str) {
    let clear = match &s.overlay {
        Some(Overlay::Prompt { text, .. }) => text.chars().count(),
        _ => 0,
    };
    run(s, std::iter::repeat_n(Action::PromptBackspace, clear));
    run(s, text.chars().map(Action::PromptChar));
    run(s, [Action::PromptSubmit]);
}

/// Asserts that a yes/no question is open and says `words`.
fn assert_asks(s: &State, words: &str) {
    match &s.overlay {
        Some(Overlay::Confirm { question, .. }) => {
            assert!(question.contains(words), "{question}")
        }
        other => panic!("expected a question, got {other:?}"),
    }
}

/// The easy puzzle, with a data directory (in memory) to save into.
fn easy_saving() -> (State, PathBuf) {
    let dir = PathBuf::from("/in-memory/nonet");
    let dirs = Dirs {
        data: dir.clone(),
        config: None,
    };
    let s = State::new(
        doc(Puzzle::classic(board(EASY)).with_name("easy")),
        Some(dirs),
    );
    (s, dir)
}

#[test]
fn paste_asks_before_replacing_entries() {
    let mut s = empty();
    run(&mut s, [Action::Paste(format!("{EASY}\n"))]);
    assert_eq!(
        s.grid.puzzle.givens,
        board(EASY),
        "no entries: loaded at once"
    );
    run(&mut s, [Action::Select(2), Action::Digit(4)]);
    run(&mut s, [Action::Paste("not a puzzle".into())]);
    assert!(s.message.as_ref().unwrap().error);
    let other = EASY.replacen('5', ".", 1);
    run(&mut s, [Action::Paste(other.clone())]);
    assert!(matches!(s.overlay, Some(Overlay::Confirm { .. })));
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!(s.grid.value(2), 4);
    run(
        &mut s,
        [Action::Paste(other.clone()), Action::Confirm(true)],
    );
    assert_eq!(s.grid.puzzle.givens, board(&other));
    assert_eq!(s.grid.value(2), 0);
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid.value(2), 4, "loading is undoable too");
    // Several puzzles: a picker.
    run(
        &mut s,
        [
            Action::Paste(format!("{EASY}\n{other}\n")),
            Action::Confirm(true),
        ],
    );
    assert!(matches!(s.overlay, Some(Overlay::Picker { .. })));
    run(&mut s, [Action::PickerMove(1), Action::PickerChoose]);
    assert_eq!(s.grid.puzzle.givens, board(&other));
}

#[test]
fn save_open_and_walls_files() {
    let (mut s, dir) = easy_saving();
    run(
        &mut s,
        [Action::Select(2), Action::Digit(4), Action::TogglePencil],
    );
    run(
        &mut s,
        [
            Action::Select(3),
            Action::Digit(2),
            Action::TogglePencil,
            Action::Save,
        ],
    );
    assert!(matches!(&s.overlay, Some(Overlay::Prompt { text, .. }) if text == "easy"));
    type_text(&mut s, "my puzzle");
    assert!(
        file(dir.join("puzzles/my_puzzle.toml")).is_some(),
        "{:?}",
        s.message
    );
    assert_eq!(s.grid.puzzle.name.as_deref(), Some("my puzzle"));

    run(&mut s, [Action::NewPuzzle, Action::Open]);
    assert_eq!(s.grid.puzzle.given_count(), 0);
    assert!(
        matches!(&s.overlay, Some(Overlay::Prompt { choices, .. }) if choices == &["my_puzzle"])
    );
    // ↓ picks the saved name into the prompt (typing it works too).
    run(&mut s, [Action::PromptChoice(1)]);
    assert!(matches!(&s.overlay, Some(Overlay::Prompt { text, .. }) if text == "my_puzzle"));
    run(&mut s, [Action::PromptSubmit]);
    assert_eq!(s.grid.value(2), 4);
    assert!(s.grid.marks[3].contains(2));

    // Any text format opens by path.
    let path = dir.join("other.txt");
    put_file(&path, &format!("{EASY}\n"));
    run(&mut s, [Action::Open]);
    type_text(&mut s, &path.display().to_string());
    assert_eq!(s.grid.board(), board(EASY));
    run(&mut s, [Action::Open]);
    type_text(&mut s, "no-such-file");
    assert!(s.message.as_ref().unwrap().error);

    // Walls: export a jigsaw layout, import it into a classic grid.
    run(
        &mut s,
        [
            Action::RegionMode,
            Action::Select(3),
            Action::Digit(1),
            Action::Select(11),
            Action::Digit(2),
        ],
    );
    run(&mut s, [Action::ExportWalls]);
    let walls = dir.join("walls.txt");
    type_text(&mut s, &walls.display().to_string());
    assert!(file(&walls).is_some(), "{:?}", s.message);
    run(&mut s, [Action::AcceptRegions]);
    let jigsaw = s.grid.layout().regions().to_vec();
    run(
        &mut s,
        [Action::NewPuzzle, Action::RegionMode, Action::ImportWalls],
    );
    type_text(&mut s, &walls.display().to_string());
    run(&mut s, [Action::AcceptRegions]);
    assert_eq!(s.mode, Mode::Normal, "{:?}", s.message);
    assert_eq!(s.grid.layout().regions().to_vec(), jigsaw);

    // Weights export in the CLI's format.
    run(
        &mut s,
        [Action::WeightsMode, Action::Digit(7), Action::ExportWeights],
    );
    let wpath = dir.join("w.txt");
    type_text(&mut s, &wpath.display().to_string());
    let text = file(&wpath).unwrap();
    assert_eq!(Weights::parse(&text, "w.txt").unwrap(), s.weights);
}

#[test]
fn saving_over_another_saved_puzzle_asks_first() {
    let (mut s, dir) = easy_saving();
    run(&mut s, [Action::Save]);
    type_text(&mut s, "keep");
    let kept = file(dir.join("puzzles/keep.toml")).unwrap();
    // Saving the same puzzle under its own name again is plain saving.
    run(&mut s, [Action::Select(2), Action::Digit(4), Action::Save]);
    type_text(&mut s, "keep");
    assert!(s.overlay.is_none());
    let kept = {
        let now = file(dir.join("puzzles/keep.toml")).unwrap();
        assert_ne!(now, kept, "saved again");
        now
    };
    // Another puzzle saved under that name: asked first; no keeps the file.
    run(&mut s, [Action::Save]);
    type_text(&mut s, "other");
    run(&mut s, [Action::Select(3), Action::Digit(2), Action::Save]);
    type_text(&mut s, "keep");
    assert!(matches!(s.overlay, Some(Overlay::Confirm { .. })));
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!(file(dir.join("puzzles/keep.toml")).unwrap(), kept);
    assert_eq!(s.message.as_ref().unwrap().text, "not saved");
    // Yes replaces it.
    run(&mut s, [Action::Save]);
    type_text(&mut s, "keep");
    run(&mut s, [Action::Confirm(true)]);
    assert_ne!(file(dir.join("puzzles/keep.toml")).unwrap(), kept);
    assert_eq!(s.grid.puzzle.name.as_deref(), Some("keep"));
    // A name with no letter or digit is refused rather than saved as "untitled".
    run(&mut s, [Action::Save]);
    type_text(&mut s, "..");
    assert!(s
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("needs a letter or a digit"));
    assert!(file(dir.join("puzzles/untitled.toml")).is_none());
}

#[test]
fn saving_asks_before_replacing_another_puzzle_of_the_same_name() {
    let (mut s, dir) = easy_saving();
    run(&mut s, [Action::Save]);
    type_text(&mut s, "easy");
    let saved = file(dir.join("puzzles/easy.toml")).unwrap();
    // Another file's puzzle that opens under the same name ("easy", from b/easy.txt).
    let mut other = board(EASY);
    other[2] = 4;
    let doc_b = doc(Puzzle::classic(other).with_name("easy"));
    run(&mut s, []);
    crate::tui::update::load(&mut s, doc_b, &mut Vec::new());
    run(&mut s, [Action::Save]);
    type_text(&mut s, "easy");
    assert_asks(&s, "another puzzle of that name");
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!(
        file(dir.join("puzzles/easy.toml")).unwrap(),
        saved,
        "no keeps the saved puzzle"
    );
    // The same puzzle with more entries is saved again without a question.
    run(
        &mut s,
        [
            Action::Undo,
            Action::Select(3),
            Action::Digit(6),
            Action::Save,
        ],
    );
    type_text(&mut s, "easy");
    assert!(s.overlay.is_none());
    assert_ne!(file(dir.join("puzzles/easy.toml")).unwrap(), saved);
}

#[test]
fn update_returns_file_work_as_effects_and_takes_answers_as_actions() {
    let (mut s, dir) = easy_saving();
    run(&mut s, [Action::Save]);
    // Submitting touches no file: it asks what the save would replace first.
    let fx = crate::tui::update::update(&mut s, Action::PromptSubmit, now());
    assert!(
        matches!(&fx[..], [Effect::CheckSave { name, path }]
            if name == "easy" && *path == dir.join("puzzles/easy.toml")),
        "{fx:?}"
    );
    // A write that fails is reported, and the puzzle does not take the name.
    let path = dir.join("puzzles/other.toml");
    let revision = s.revision;
    crate::tui::update::update(
        &mut s,
        Action::Written {
            path: path.clone(),
            what: crate::tui::action::Written::Puzzle {
                name: "other".into(),
            },
            result: Err("disk full".into()),
            created: None,
        },
        now(),
    );
    let message = s.message.clone().unwrap();
    assert!(message.error);
    assert_eq!(
        message.text,
        format!("cannot save {}: disk full", path.display())
    );
    assert_eq!(s.grid.puzzle.name.as_deref(), Some("easy"));
    assert_eq!(s.revision, revision);
}

#[test]
fn opening_a_file_keeps_the_session_for_undo_and_cancel() {
    let dir = crate::tui::theme::tests::tempdir("start-state");
    let dirs = || {
        Some(crate::tui::store::Dirs {
            data: dir.clone(),
            config: None,
        })
    };
    // A session with an entry the user typed.
    let mut session = State::new(doc(Puzzle::classic(board(EASY))), None);
    run(&mut session, [Action::Select(2), Action::Digit(4)]);
    let session_grid = session.grid.clone();
    crate::tui::store::write_atomic(
        &dir.join("session.toml"),
        &crate::tui::store::to_native(&session.document()),
    )
    .unwrap();
    let other: String = EASY_SOLUTION[..40].to_string() + &".".repeat(41);
    let several = dir.join("two.txt");
    std::fs::write(&several, format!("{EASY}\n{other}\n")).unwrap();
    let one = dir.join("one.txt");
    std::fs::write(&one, format!("{other}\n")).unwrap();

    // A file of several puzzles: the list shows over the session, and Esc leaves the
    // session as it was (it used to be replaced by an empty grid and saved over).
    let mut notes = Vec::new();
    let mut s = crate::tui::start_state(several.to_str(), dirs(), &mut notes).unwrap();
    assert!(notes.is_empty(), "{notes:?}");
    assert!(
        matches!(&s.overlay, Some(Overlay::Picker { title, .. }) if title == "two.txt: 2 puzzles"),
        "the list names the file, not its whole path"
    );
    assert_eq!(s.grid, session_grid);
    run(&mut s, [Action::Back]);
    assert!(s.overlay.is_none());
    assert_eq!(
        s.grid, session_grid,
        "cancelling the list keeps the session"
    );

    // A file of one puzzle: loaded at once, and `u` brings the session back.
    let mut s = crate::tui::start_state(one.to_str(), dirs(), &mut notes).unwrap();
    assert_eq!(s.grid.puzzle.givens, board(&other));
    run(&mut s, [Action::Undo]);
    assert_eq!(s.grid, session_grid, "the load is one undoable step");

    // A file that cannot be opened is an error before the terminal is touched.
    assert!(crate::tui::start_state(Some("/no/such/file.txt"), dirs(), &mut notes).is_err());
}

#[test]
fn an_unreadable_session_is_kept_aside_not_written_over() {
    let dir = crate::tui::theme::tests::tempdir("unreadable-session");
    let dirs = crate::tui::store::Dirs {
        data: dir.clone(),
        config: None,
    };
    let session = dirs.session();
    let broken = "format = \"nonet\"\nversion = 99\n# the user's work, in a newer format\n";
    std::fs::write(&session, broken).unwrap();
    let mut notes = Vec::new();
    let s = crate::tui::start_state(None, Some(dirs.clone()), &mut notes).unwrap();
    assert_eq!(s.grid, State::empty_document().grid);
    let kept = dir.join("session.unreadable-1.toml");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), broken);
    assert!(
        !session.exists(),
        "nothing is left for the autosave to replace"
    );
    assert_eq!(notes.len(), 1);
    assert!(
        notes[0].starts_with("session not restored: "),
        "{}",
        notes[0]
    );
    assert!(
        notes[0].contains("session.unreadable-1.toml"),
        "{}",
        notes[0]
    );
    // A second broken session goes beside the first, which stays as it was.
    std::fs::write(&session, "not toml [").unwrap();
    let mut notes = Vec::new();
    crate::tui::start_state(None, Some(dirs), &mut notes).unwrap();
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), broken);
    assert_eq!(
        std::fs::read_to_string(dir.join("session.unreadable-2.toml")).unwrap(),
        "not toml ["
    );
}

#[test]
fn a_saved_file_that_cannot_be_read_counts_as_another_puzzle() {
    let (mut s, dir) = easy_saving();
    put_file(dir.join("puzzles/easy.toml"), "not a puzzle");
    run(&mut s, [Action::Save]);
    type_text(&mut s, "easy");
    assert_asks(&s, "another puzzle of that name");
    run(&mut s, [Action::Confirm(false)]);
    assert_eq!(
        file(dir.join("puzzles/easy.toml")).as_deref(),
        Some("not a puzzle")
    );
}

/// A data directory on the disk for the start-up tests.
fn disk_dirs(tag: &str) -> Dirs {
    Dirs {
        data: crate::tui::theme::tests::tempdir(tag),
        config: None,
    }
}

#[test]
fn a_session_that_is_not_utf8_or_a_directory_is_named_and_kept_aside() {
    let dirs = disk_dirs("session-named");
    let session = dirs.session();
    let bytes = b"format = \"nonet\"\n\xff\xfe\n";
    std::fs::write(&session, bytes).unwrap();
    let mut notes = Vec::new();
    crate::tui::start_state(None, Some(dirs.clone()), &mut notes).unwrap();
    let at = format!("{}:2:1: not UTF-8", session.display());
    assert!(notes[0].contains(&at), "{notes:?}");
    let kept = dirs.data.join("session.unreadable-1.toml");
    assert_eq!(std::fs::read(&kept).unwrap(), bytes, "kept byte for byte");

    std::fs::create_dir(&session).unwrap();
    let mut notes = Vec::new();
    crate::tui::start_state(None, Some(dirs.clone()), &mut notes).unwrap();
    let named = format!("{}: is a directory", session.display());
    assert!(notes[0].contains(&named), "{notes:?}");
    assert!(dirs.data.join("session.unreadable-2.toml").is_dir());
    let _ = std::fs::remove_dir_all(&dirs.data);
}

#[test]
fn a_huge_session_is_refused_at_the_limit_and_kept_aside() {
    let dirs = disk_dirs("session-huge");
    let session = dirs.session();
    // Many small TOML items: parsing them all took gigabytes before the limit.
    let huge = "# x\n".repeat(1024 * 1024 + 1);
    std::fs::write(&session, &huge).unwrap();
    let mut notes = Vec::new();
    crate::tui::start_state(None, Some(dirs.clone()), &mut notes).unwrap();
    let limit = format!("{}: larger than the 4 MiB limit", session.display());
    assert!(notes[0].contains(&limit), "{notes:?}");
    let kept = dirs.data.join("session.unreadable-1.toml");
    assert_eq!(std::fs::read_to_string(kept).unwrap(), huge);
    let _ = std::fs::remove_dir_all(&dirs.data);
}

#[cfg(unix)]
#[test]
fn a_fifo_in_place_of_the_session_does_not_hang_the_start() {
    let dirs = disk_dirs("session-fifo");
    let session = dirs.session();
    let c = std::ffi::CString::new(session.to_str().unwrap()).unwrap();
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let mut notes = Vec::new();
    let s = crate::tui::start_state(None, Some(dirs.clone()), &mut notes).unwrap();
    assert_eq!(s.grid, State::empty_document().grid);
    assert!(notes[0].contains("is a FIFO"), "{notes:?}");
    let _ = std::fs::remove_dir_all(&dirs.data);
}

#[test]
fn without_a_data_directory_the_start_says_nothing_is_saved() {
    let mut notes = Vec::new();
    let s = crate::tui::start_state(None, None, &mut notes).unwrap();
    assert_eq!(notes, [crate::tui::store::NO_DATA_DIR]);
    assert_eq!(s.unsaved.as_deref(), Some(crate::tui::store::NO_DATA_DIR));
}

#[test]
fn stale_temp_files_are_removed_at_the_start() {
    let dirs = disk_dirs("stale-temps");
    let dead = dirs.data.join("session.tmp4294967295");
    let mine = dirs.data.join(format!("session.tmp{}", std::process::id()));
    std::fs::create_dir_all(dirs.puzzles()).unwrap();
    let dead_puzzle = dirs.puzzles().join("easy.tmp4294967295");
    for f in [&dead, &mine, &dead_puzzle] {
        std::fs::write(f, "half a save").unwrap();
    }
    crate::tui::start_state(None, Some(dirs.clone()), &mut Vec::new()).unwrap();
    assert!(!dead.exists() && !dead_puzzle.exists());
    assert!(mine.exists(), "a running process's temp file stays");
    let _ = std::fs::remove_dir_all(&dirs.data);
}

#[test]
fn a_failed_autosave_stays_on_the_status_line_until_a_save_works() {
    let dirs = disk_dirs("autosave-fails");
    let mut s = State::new(doc(Puzzle::classic(board(EASY))), Some(dirs.clone()));
    // A folder where the session goes: the rename over it fails, as a full disk would.
    std::fs::create_dir(dirs.session()).unwrap();
    run(&mut s, [Action::Select(2), Action::Digit(4)]);
    let e = crate::tui::dispatch::autosave(&mut s, &mut dispatch::Disk, now()).unwrap_err();
    assert!(e.starts_with("autosave failed ("), "{e}");
    assert_eq!(s.unsaved.as_deref(), Some(e.as_str()));
    // The next key replaces the message; the failure stays known (the status badge).
    run(&mut s, [Action::Select(3)]);
    assert!(s.unsaved.is_some());
    let logged = s.log.len();
    assert!(crate::tui::dispatch::autosave(&mut s, &mut dispatch::Disk, now()).is_err());
    assert_eq!(s.log.len(), logged, "the same failure is said once");
    std::fs::remove_dir(dirs.session()).unwrap();
    crate::tui::dispatch::autosave(&mut s, &mut dispatch::Disk, now()).unwrap();
    assert_eq!(s.unsaved, None);
    assert!(s.message.as_ref().unwrap().text.contains("saved again"));
    let _ = std::fs::remove_dir_all(&dirs.data);
}

#[test]
fn a_paste_over_the_limit_is_refused_before_parsing() {
    let mut s = empty();
    let huge = format!("{EASY}\n").repeat(crate::tui::store::PUZZLE_LIMIT as usize / 82 + 1);
    run(&mut s, [Action::Paste(huge)]);
    let m = s.message.as_ref().unwrap();
    assert!(m.error && m.text.contains("16 MiB limit"), "{}", m.text);
    assert_eq!(s.grid, State::empty_document().grid);
}

#[test]
fn a_puzzle_file_over_the_limit_is_refused_naming_it_and_the_limit() {
    let dir = crate::tui::theme::tests::tempdir("open-huge");
    let huge = dir.join("huge.txt");
    let line = format!("{EASY}\n");
    let copies = crate::tui::store::PUZZLE_LIMIT as usize / line.len() + 1;
    std::fs::write(&huge, line.repeat(copies)).unwrap();
    let typed = huge.display().to_string();
    let reply = dispatch::answer(
        Effect::Open {
            saved: None,
            typed: typed.clone(),
        },
        &mut dispatch::Disk,
    );
    match reply {
        Some(Action::Opened { result: Err(e), .. }) => assert_eq!(
            e,
            format!("{typed}: larger than the 16 MiB limit; nonet does not read it")
        ),
        other => panic!("expected a refusal, got {other:?}"),
    }
    let _ = std::fs::remove_dir_all(dir);
}
