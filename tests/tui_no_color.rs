//! Issue 40's leftovers in the real binary under tmux: a `candidates` position opens with
//! its placed digits as givens (no "your entries cost" on the target); with `NO_COLOR`
//! the cursor's houses are marked on the grid's frame at 80×24, and a painted cell keeps
//! its glyph at the smallest size, 64×21, on its top wall.

mod common;

use common::tmux::Tmux;

/// The NOIP 2009 sample 2 (85 fillings, optimum 2,852 on the rings) with a 1 in r5c5,
/// which costs the target 4 points when it is the player's.
fn noip2_with_a_one() -> String {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/samples/noip2009_sample2.in"
    ))
    .unwrap();
    let mut line: Vec<char> = text
        .split_whitespace()
        .map(|t| {
            if t == "0" {
                '.'
            } else {
                t.chars().next().unwrap()
            }
        })
        .collect();
    line[40] = '1';
    line.into_iter().chain(['\n']).collect()
}

#[test]
fn a_candidates_position_and_the_no_colour_cues_under_tmux() {
    let Some(tmux) = Tmux::new("no-color") else {
        return;
    };
    let position = common::nonet(&["convert", "--to", "candidates"], noip2_with_a_one());
    assert_eq!(position.status, 0, "{}", position.stderr);
    let file = tmux.dir().join("noip2.txt");
    std::fs::write(&file, &position.stdout).unwrap();

    // 80×24 without colours: the position's placed digits are givens, so the target's
    // optimum is the one with the 1, and no entry costs anything.
    let args = file.display().to_string();
    tmux.start(80, 24, &tmux.nonet("NO_COLOR=1", &args));
    let screen = tmux.wait_for("optimum 2,848");
    assert!(!screen.contains("entries cost"), "{screen}");
    // The cursor on r1c1: its row marked on both sides of the frame, its column on top
    // and bottom, its box's reach dashed; moved down, the marks follow.
    let rows: Vec<&str> = screen.lines().collect();
    assert!(
        rows[1].starts_with('▸') && rows[1].contains('◂'),
        "{screen}"
    );
    assert!(rows[0].starts_with("┏╍╍▾╍╍┯"), "{screen}");
    assert!(
        rows[3].starts_with('╏') && rows[8].starts_with('┃'),
        "{screen}"
    );
    tmux.keys(&["Down", "Down", "Down", "Down"]);
    let screen = tmux.wait_for("Cell r5c1");
    let rows: Vec<&str> = screen.lines().collect();
    assert!(
        rows[10].starts_with('▸') && !rows[1].contains('▸'),
        "{screen}"
    );
    tmux.keys(&["q"]);
    tmux.wait_exit();

    // 64×21, the session back: paint the cursor's cell in colour 1; its glyph `*` sits
    // on the cell's top wall, the line above its row.
    tmux.start(64, 21, &tmux.nonet("NO_COLOR=1", ""));
    tmux.wait_for("Cell r5c1");
    tmux.keys(&["C", "Space"]);
    let screen = tmux.wait_for(" colour 1 *");
    let rows: Vec<&str> = screen.lines().collect();
    let row = rows.iter().position(|r| r.contains('▸')).unwrap();
    assert!(rows[row - 1].contains('*'), "{screen}");
    tmux.keys(&["Escape", "q"]);
    tmux.wait_exit();
}
