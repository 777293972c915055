//! Playing a puzzle: the game clock, the new-game choice, and the statistics file of
//! solve times per level.

/// Drawn as an overlay: the new-game dialog.
pub mod new_game;
/// Drawn in the panel: the puzzle's name, the clock, the level.
pub mod panel;
/// Drawn as an overlay: the "solved!" screen.
pub mod solved;
/// The new-game dialog, the generation, the check, the clock: the update side.
pub mod update;

use nonet_core::strategy::Level;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// The game clock: time played, running only while the player can play. It never reads
/// the system's clock: `update` moves it to each action's time ([`Clock::tick`]), and
/// until the next action it shows the time played at the last one.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clock {
    /// Time banked by earlier runs.
    banked: Duration,
    /// When the current run started, if the clock is running.
    since: Option<Instant>,
    /// The time played at the last tick.
    played: Duration,
}

impl Clock {
    /// A stopped clock showing `secs`.
    pub fn at(secs: u64) -> Clock {
        let banked = Duration::from_secs(secs);
        Clock {
            banked,
            since: None,
            played: banked,
        }
    }

    /// The time played, in whole seconds, at the last tick.
    pub fn secs(&self) -> u64 {
        self.played.as_secs()
    }

    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// Moves the clock to `now`: the time of the action being handled.
    pub fn tick(&mut self, now: Instant) {
        let run = self
            .since
            .map_or(Duration::ZERO, |t| now.saturating_duration_since(t));
        self.played = self.banked + run;
    }

    /// Starts or stops the clock at `now`; nothing when it already is as asked.
    pub fn run(&mut self, on: bool, now: Instant) {
        self.tick(now);
        match (on, self.since) {
            (true, None) => self.since = Some(now),
            (false, Some(_)) => {
                self.banked = self.played;
                self.since = None;
            }
            _ => {}
        }
    }
}

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn clock_text(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// What the new-game dialog offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub jigsaw: bool,
    pub level: Level,
    pub symmetric: bool,
    /// The dialog's selected row: 0 variant, 1 level, 2 symmetry.
    pub row: usize,
}

impl Default for NewGame {
    fn default() -> Self {
        NewGame {
            jigsaw: false,
            level: Level::Easy,
            symmetric: true,
            row: NewGame::LEVEL_ROW,
        }
    }
}

impl NewGame {
    pub const ROWS: usize = 3;
    /// The row the dialog opens on.
    pub const LEVEL_ROW: usize = 1;

    /// Changes the selected row's value one step (←: -1, →: +1).
    pub fn change(&mut self, step: i32) {
        match self.row {
            0 => self.jigsaw = !self.jigsaw,
            1 => {
                let i = Level::ALL
                    .iter()
                    .position(|&l| l == self.level)
                    .unwrap_or(0) as i32;
                self.level = Level::ALL[(i + step).rem_euclid(Level::ALL.len() as i32) as usize];
            }
            _ => self.symmetric = !self.symmetric,
        }
    }

    /// "a hard classic puzzle".
    pub fn describe(&self) -> String {
        format!(
            "a{} {} {} puzzle",
            if self.level == Level::Easy
                || self.level == Level::Expert
                || self.level == Level::Extreme
            {
                "n"
            } else {
                ""
            },
            self.level,
            if self.jigsaw { "jigsaw" } else { "classic" }
        )
    }
}

/// One level's record in the statistics file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelStats {
    /// Puzzles of this level solved without the solver.
    pub solved: u64,
    /// The fastest, in seconds.
    pub best_secs: u64,
    /// All solve times added up, in seconds (the average is this over `solved`).
    pub total_secs: u64,
}

impl LevelStats {
    pub fn average_secs(&self) -> u64 {
        self.total_secs.checked_div(self.solved).unwrap_or(0)
    }

    fn add(&mut self, secs: u64) {
        self.best_secs = if self.solved == 0 {
            secs
        } else {
            self.best_secs.min(secs)
        };
        self.solved += 1;
        self.total_secs = self.total_secs.saturating_add(secs);
    }
}

/// The statistics file, `stats.toml` in the data directory: one table per level.
pub type Stats = BTreeMap<String, LevelStats>;

/// Reads the statistics file's text (`source` names it in errors).
pub fn parse_stats(text: &str, source: &str) -> Result<Stats, String> {
    let stats: Stats = toml::from_str(text)
        .map_err(|e| crate::tui::store::located::toml_error(source, text, &e))?;
    if let Some(bad) = stats.keys().find(|k| Level::from_name(k).is_none()) {
        return Err(format!(
            "{source}: [{bad}] is not a level (easy, medium, hard, expert, extreme)"
        ));
    }
    Ok(stats)
}

/// Adds a solve time to `level`'s record; returns the file's new text and the record.
pub fn record(stats: &mut Stats, level: Level, secs: u64) -> (String, LevelStats) {
    let entry = stats.entry(level.name().to_string()).or_default();
    entry.add(secs);
    let rec = *entry;
    let text = toml::to_string(stats).expect("a map of integer tables serialises");
    (text, rec)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_keep_best_and_average_and_read_back() {
        let mut stats = Stats::new();
        record(&mut stats, Level::Hard, 300);
        let (text, rec) = record(&mut stats, Level::Hard, 100);
        assert_eq!(
            rec,
            LevelStats {
                solved: 2,
                best_secs: 100,
                total_secs: 400
            }
        );
        assert_eq!(rec.average_secs(), 200);
        assert_eq!(parse_stats(&text, "stats.toml").unwrap(), stats);
        let e = parse_stats(
            "[fiendish]\nsolved = 1\nbest_secs = 1\ntotal_secs = 1\n",
            "s.toml",
        )
        .unwrap_err();
        assert!(e.contains("[fiendish] is not a level"), "{e}");
        // Located as file:line:col on one line, not TOML's multi-line report.
        let e = parse_stats("[easy]\nsolved = \"x\"\n", "s.toml").unwrap_err();
        assert!(e.starts_with("s.toml:2:10: "), "{e}");
        assert!(!e.contains('\n'), "{e}");
    }

    #[test]
    fn the_clock_banks_time_and_shows_it() {
        let start = Instant::now();
        let mut c = Clock::at(61);
        assert!(!c.running());
        c.run(true, start);
        assert!(c.running());
        c.tick(start + Duration::from_millis(1500));
        assert_eq!(c.secs(), 62);
        c.run(false, start + Duration::from_secs(2));
        c.tick(start + Duration::from_secs(60));
        assert_eq!(c.secs(), 63, "a stopped clock stands still");
        assert_eq!(clock_text(61), "1:01");
        assert_eq!(clock_text(3725), "1:02:05");
    }

    #[test]
    fn the_dialog_cycles_levels() {
        let mut g = NewGame::default();
        g.change(-1);
        assert_eq!(g.level, Level::Extreme);
        g.change(1);
        assert_eq!(g.level, Level::Easy);
        assert_eq!(g.describe(), "an easy classic puzzle");
        g.row = 0;
        g.change(1);
        g.level = Level::Hard;
        assert_eq!(g.describe(), "a hard jigsaw puzzle");
    }
}
