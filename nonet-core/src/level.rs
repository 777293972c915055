//! How hard a puzzle is for a human solver: the five levels a rating falls in, by name
//! and by HoDoKu's score bounds. A leaf: the strategies rate into it, the generator aims
//! at it and the native document saves it, without importing one another.

#[cfg(feature = "serde")]
use serde::Serialize;
use std::fmt;

/// How hard a puzzle is for a human solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Expert,
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// A level by its name (`easy` … `extreme`), any case.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }
    /// The level a total score reaches (HoDoKu's bounds: 800, 1000, 1600, 1800).
    pub fn of_score(score: u32) -> Level {
        match score {
            0..=800 => Level::Easy,
            801..=1000 => Level::Medium,
            1001..=1600 => Level::Hard,
            1601..=1800 => Level::Expert,
            _ => Level::Extreme,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
