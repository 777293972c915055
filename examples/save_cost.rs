//! What durability costs a save: the TUI's atomic write (temp file, fsync, rename, fsync
//! of the folder) against the same write without the two fsyncs, timed on the disk of
//! the folder given (default: the system's temp folder).
//!
//! `cargo run --release --example save_cost [FOLDER] [SAVES]`

#[allow(dead_code)]
#[path = "../src/tui/store/safe_io.rs"]
mod safe_io;

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

/// A session of about the usual size: a native document is a few kilobytes.
fn session_text() -> String {
    let mut text = String::from("format = \"nonet\"\nversion = 1\n");
    while text.len() < 4096 {
        text.push_str("# a line of notes, as a session's entries and marks take room\n");
    }
    text
}

/// The write without durability: temp file, rename, nothing synced.
fn write_unsynced(path: &Path, text: &str) -> std::io::Result<()> {
    let temp = safe_io::temp_path(path);
    std::fs::File::create(&temp)?.write_all(text.as_bytes())?;
    std::fs::rename(&temp, path)
}

fn time(saves: usize, mut save: impl FnMut()) -> Vec<Duration> {
    let mut times: Vec<Duration> = (0..saves)
        .map(|_| {
            let start = Instant::now();
            save();
            start.elapsed()
        })
        .collect();
    times.sort();
    times
}

fn report(name: &str, times: &[Duration]) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    println!(
        "{name:<28} median {:>8.3} ms  mean {:>8.3} ms  p95 {:>8.3} ms  max {:>8.3} ms",
        ms(times[times.len() / 2]),
        ms(mean),
        ms(times[times.len() * 95 / 100]),
        ms(times[times.len() - 1]),
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let folder = args
        .next()
        .map_or_else(std::env::temp_dir, std::path::PathBuf::from)
        .join(format!("nonet-save-cost-{}", std::process::id()));
    let saves: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(200);
    std::fs::create_dir_all(&folder).expect("the folder can be made");
    let path = folder.join("session.toml");
    let text = session_text();
    println!(
        "{saves} saves of {} bytes in {}",
        text.len(),
        folder.display()
    );
    let unsynced = time(saves, || write_unsynced(&path, &text).expect("written"));
    report("temp + rename", &unsynced);
    let durable = time(saves, || {
        safe_io::write_atomic(&path, &text).expect("written")
    });
    report("temp + fsync + rename + fsync", &durable);
    let _ = std::fs::remove_dir_all(&folder);
}
