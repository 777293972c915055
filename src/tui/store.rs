//! Files: the native puzzle format (versioned TOML keeping givens, entries, pencil marks,
//! layout and weights), the autosaved session, and where they live.
//!
//! Writes go to a temporary file that is then renamed over the target, so a crash or a
//! kill at any moment leaves either the old file or the new one, never half of one.

use nonet_core::cells::CELLS;
use nonet_core::puzzle::{Board, Grid, Puzzle};
use nonet_core::target::Weights;
use nonet_core::{Digits, Layout};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub const NATIVE_FORMAT: &str = "nonet";
pub const NATIVE_VERSION: u32 = 1;
pub const SESSION_FILE: &str = "session.toml";
pub const PUZZLE_DIR: &str = "puzzles";

/// Where the app keeps its files: `NONET_DATA_DIR` / `NONET_CONFIG_DIR` override the
/// platform's directories.
#[derive(Clone, Debug)]
pub struct Dirs {
    pub data: PathBuf,
    pub config: Option<PathBuf>,
}

impl Dirs {
    pub fn from_env() -> Option<Dirs> {
        let project = directories::ProjectDirs::from("", "", "nonet");
        let data = std::env::var_os("NONET_DATA_DIR")
            .map(PathBuf::from)
            .or_else(|| project.as_ref().map(|p| p.data_dir().to_path_buf()))?;
        let config = std::env::var_os("NONET_CONFIG_DIR")
            .map(PathBuf::from)
            .or_else(|| project.as_ref().map(|p| p.config_dir().to_path_buf()));
        Some(Dirs { data, config })
    }

    pub fn session(&self) -> PathBuf {
        self.data.join(SESSION_FILE)
    }

    pub fn puzzles(&self) -> PathBuf {
        self.data.join(PUZZLE_DIR)
    }

    /// A saved puzzle's path; names are kept to a safe file name.
    pub fn named(&self, name: &str) -> PathBuf {
        self.puzzles().join(format!("{}.toml", safe_name(name)))
    }

    /// Names of the saved puzzles, sorted.
    pub fn saved_names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.puzzles())
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| {
                let p = e.path();
                (p.extension()? == "toml").then(|| p.file_stem()?.to_str().map(String::from))?
            })
            .collect();
        names.sort();
        names
    }
}

pub fn safe_name(name: &str) -> String {
    let s: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let s = s.trim_start_matches('.').to_string();
    if s.is_empty() {
        "untitled".into()
    } else {
        s
    }
}

/// What a native file holds: a grid (puzzle, entries, marks), weights, and the cursor.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    pub grid: Grid,
    pub weights: Weights,
    pub cursor: usize,
    /// An unaccepted region map being painted (region mode), kept so that quitting or a
    /// crash mid-paint loses nothing; reopening returns to region mode with it.
    pub region_draft: Option<[u8; CELLS]>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct NativeFile {
    format: String,
    version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    /// 9 rows of 9 region letters.
    regions: Vec<String>,
    /// 9 rows of 9 characters, `.` for blank.
    givens: Vec<String>,
    entries: Vec<String>,
    /// 9 rows of 9 strings of candidate digits.
    marks: Vec<Vec<String>>,
    weights: Vec<Vec<i32>>,
    #[serde(default)]
    cursor: usize,
    /// 9 rows of 9 region letters: the unaccepted region draft, when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    region_draft: Option<Vec<String>>,
}

fn board_rows(b: &Board) -> Vec<String> {
    b.chunks(9)
        .map(|r| {
            r.iter()
                .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
                .collect()
        })
        .collect()
}

fn parse_rows(rows: &[String], key: &str) -> Result<Board, String> {
    if rows.len() != 9 {
        return Err(format!("`{key}`: expected 9 rows, found {}", rows.len()));
    }
    let mut b = [0u8; CELLS];
    for (r, row) in rows.iter().enumerate() {
        let chars: Vec<char> = row.chars().collect();
        if chars.len() != 9 {
            return Err(format!(
                "`{key}` row {}: expected 9 characters, found {}",
                r + 1,
                chars.len()
            ));
        }
        for (c, ch) in chars.into_iter().enumerate() {
            b[r * 9 + c] = match ch {
                '.' | '0' => 0,
                '1'..='9' => ch as u8 - b'0',
                _ => {
                    return Err(format!(
                        "`{key}` r{}c{}: {ch:?} is not a digit or '.'",
                        r + 1,
                        c + 1
                    ))
                }
            };
        }
    }
    Ok(b)
}

pub fn to_native(doc: &Document) -> String {
    let g = &doc.grid;
    let regions = g.layout().region_map();
    let file = NativeFile {
        format: NATIVE_FORMAT.into(),
        version: NATIVE_VERSION,
        name: g.puzzle.name.clone(),
        regions: (0..9)
            .map(|r| regions[r * 9..r * 9 + 9].to_string())
            .collect(),
        givens: board_rows(&g.puzzle.givens),
        entries: board_rows(&g.entries),
        marks: g
            .marks
            .chunks(9)
            .map(|row| {
                row.iter()
                    .map(|m| m.iter().map(|d| (b'0' + d) as char).collect())
                    .collect()
            })
            .collect(),
        weights: doc.weights.0.chunks(9).map(|r| r.to_vec()).collect(),
        cursor: doc.cursor,
        region_draft: doc.region_draft.map(|map| {
            map.chunks(9)
                .map(|row| row.iter().map(|&r| (b'A' + r) as char).collect())
                .collect()
        }),
    };
    toml::to_string(&file).expect("the native file always serialises")
}

/// Reads a native file; errors name the source and, for syntax errors, the line.
pub fn from_native(text: &str, source: &str) -> Result<Document, String> {
    let f: NativeFile = toml::from_str(text).map_err(|e| {
        let msg = e.message().trim().to_string();
        match e.span() {
            Some(s) => {
                let line = text[..s.start.min(text.len())].matches('\n').count() + 1;
                format!("{source}:{line}: {msg}")
            }
            None => format!("{source}: {msg}"),
        }
    })?;
    let err = |m: String| format!("{source}: {m}");
    if f.format != NATIVE_FORMAT {
        return Err(err(format!(
            "`format` is {:?}, expected \"nonet\"",
            f.format
        )));
    }
    if f.version != NATIVE_VERSION {
        return Err(err(format!(
            "version {} is not supported (this nonet reads version {NATIVE_VERSION})",
            f.version
        )));
    }
    let layout =
        Layout::from_region_map(&f.regions.concat()).map_err(|e| err(format!("`regions`: {e}")))?;
    let layout = if layout.is_classic() {
        Layout::classic()
    } else {
        Arc::new(layout)
    };
    let givens = parse_rows(&f.givens, "givens").map_err(err)?;
    let entries = parse_rows(&f.entries, "entries").map_err(err)?;
    if f.marks.len() != 9 || f.marks.iter().any(|r| r.len() != 9) {
        return Err(err("`marks`: expected 9 rows of 9 strings".into()));
    }
    let mut marks = [Digits::NONE; CELLS];
    for (c, m) in f.marks.iter().flatten().enumerate() {
        for ch in m.chars() {
            match ch {
                '1'..='9' => marks[c].insert(ch as u8 - b'0'),
                _ => {
                    return Err(err(format!(
                        "`marks` {}: {ch:?} is not a digit",
                        nonet_core::cells::cell_name(c)
                    )))
                }
            }
        }
    }
    if f.weights.len() != 9 || f.weights.iter().any(|r| r.len() != 9) {
        return Err(err("`weights`: expected 9 rows of 9 integers".into()));
    }
    let mut w = [0i32; CELLS];
    for (slot, &v) in w.iter_mut().zip(f.weights.iter().flatten()) {
        if (v as i64).abs() > nonet_core::target::MAX_WEIGHT {
            return Err(err(format!("`weights`: {v} is out of range")));
        }
        *slot = v;
    }
    let mut puzzle = Puzzle::new(layout, givens);
    puzzle.name = f.name;
    let mut grid = Grid::new(puzzle);
    for c in 0..CELLS {
        if givens[c] == 0 {
            grid.entries[c] = entries[c];
        }
    }
    grid.marks = marks;
    let region_draft = f
        .region_draft
        .map(|rows| parse_draft(&rows))
        .transpose()
        .map_err(err)?;
    Ok(Document {
        grid,
        weights: Weights(w),
        cursor: f.cursor.min(CELLS - 1),
        region_draft,
    })
}

/// A region draft: 9 rows of 9 letters A–I. It need not be a valid layout yet.
fn parse_draft(rows: &[String]) -> Result<[u8; CELLS], String> {
    let chars: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    if chars.len() != 9 || chars.iter().any(|r| r.len() != 9) {
        return Err("`region_draft`: expected 9 rows of 9 region letters".into());
    }
    let mut map = [0u8; CELLS];
    for (c, &ch) in chars.iter().flatten().enumerate() {
        map[c] = match ch {
            'A'..='I' => ch as u8 - b'A',
            _ => {
                return Err(format!(
                    "`region_draft` {}: {ch:?} is not a region letter A-I",
                    nonet_core::cells::cell_name(c)
                ))
            }
        };
    }
    Ok(map)
}

/// Writes `text` to `path` atomically: a temporary file in the same directory, then a
/// rename over the target.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// Moves a file that cannot be read out of the way, beside it (`session.toml` becomes
/// `session.unreadable-1.toml`, or the next free number), so that no later write replaces
/// what the user had. Returns where it went.
pub fn set_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stem = path
        .file_stem()
        .map_or_else(|| "file".to_string(), |s| s.to_string_lossy().into_owned());
    let ext = path
        .extension()
        .map_or_else(String::new, |e| format!(".{}", e.to_string_lossy()));
    for n in 1..=1000 {
        let kept = path.with_file_name(format!("{stem}.unreadable-{n}{ext}"));
        if !kept.exists() {
            std::fs::rename(path, &kept)?;
            return Ok(kept);
        }
    }
    Err(std::io::Error::other(
        "1000 unreadable copies are already kept beside it",
    ))
}

pub fn looks_native(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .any(|l| l.replace(' ', "") == "format=\"nonet\"")
}

/// Opens any file: the native format, or any puzzle text format (every puzzle in it).
pub fn open_path(path: &str) -> Result<Vec<Document>, String> {
    let text = nonet_core::format::read_text(path).map_err(|e| e.to_string())?;
    open_text(&text, path)
}

/// Parses text in the native format or any puzzle text format.
pub fn parse_any(text: &str, source: &str) -> Result<Vec<Document>, String> {
    if looks_native(text) {
        return Ok(vec![from_native(text, source)?]);
    }
    let puzzles = nonet_core::format::parse(text, None, source).map_err(|e| e.to_string())?;
    if puzzles.is_empty() {
        return Err(format!("{source}: no puzzle found"));
    }
    Ok(puzzles
        .into_iter()
        .map(|p| Document {
            grid: Grid::new(p),
            weights: Weights::rings(),
            cursor: 0,
            region_draft: None,
        })
        .collect())
}

/// The documents in `text`, read from the file at `path`, named as [`open_path`] names
/// them (so that a file read elsewhere, by an effect, opens the same way).
pub fn open_text(text: &str, path: &str) -> Result<Vec<Document>, String> {
    let source = nonet_core::format::source_name(path);
    let mut docs = parse_any(text, source)?;
    // Unnamed puzzles take the file's name, so the status bar says what is open.
    let stem = Path::new(path)
        .file_stem()
        .map_or_else(|| source.to_string(), |s| s.to_string_lossy().into_owned());
    let several = docs.len() > 1;
    for (i, d) in docs.iter_mut().enumerate() {
        if d.grid.puzzle.name.is_none() {
            d.grid.puzzle.name = Some(if several {
                format!("{stem} #{}", i + 1)
            } else {
                stem.clone()
            });
        }
    }
    Ok(docs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Document {
        let mut rng = nonet_core::rng::Rng::new(7);
        let layout = Arc::new(Layout::random(&mut rng));
        let mut givens = [0u8; CELLS];
        givens[0] = 5;
        givens[40] = 3;
        let mut grid = Grid::new(Puzzle::new(layout, givens).with_name("sample"));
        grid.entries[1] = 7;
        grid.marks[2] = Digits(0b1_0000_0101);
        let mut w = Weights::rings();
        w.0[10] = -4;
        Document {
            grid,
            weights: w,
            cursor: 42,
            region_draft: None,
        }
    }

    #[test]
    fn native_round_trip() {
        let doc = sample();
        let text = to_native(&doc);
        assert!(text.contains("version = 1"));
        let back = from_native(&text, "x.toml").unwrap();
        assert_eq!(back, doc);
        assert_eq!(parse_any(&text, "x.toml").unwrap(), vec![doc]);
    }

    #[test]
    fn native_errors_say_where() {
        let text = to_native(&sample()).replace("version = 1", "version = 9");
        assert_eq!(
            from_native(&text, "a.toml").unwrap_err(),
            "a.toml: version 9 is not supported (this nonet reads version 1)"
        );
        let text = to_native(&sample()).replacen("\"5", "\"x", 1);
        assert!(from_native(&text, "a.toml")
            .unwrap_err()
            .starts_with("a.toml: `givens` r1c1: 'x'"));
        let e =
            from_native("format = \"nonet\"\nversion = 1\nregions = [\n", "b.toml").unwrap_err();
        assert!(e.starts_with("b.toml:"), "{e}");
    }

    #[test]
    fn atomic_write_replaces() {
        let d = crate::tui::theme::tests::tempdir("atomic");
        let p = d.join("s.toml");
        write_atomic(&p, "one").unwrap();
        write_atomic(&p, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "two");
        assert_eq!(
            std::fs::read_dir(&d).unwrap().count(),
            1,
            "no temp file left"
        );
    }

    #[test]
    fn safe_names() {
        assert_eq!(safe_name("my puzzle/1"), "my_puzzle_1");
        assert_eq!(safe_name("../x"), "_x");
        assert_eq!(safe_name("  "), "untitled");
    }
}
