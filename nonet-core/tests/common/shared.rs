//! The one locator of the shared benchmark data (`shared/data/…`), for the engine tests
//! here, the binary's tests (`tests/common/mod.rs`) and nonet-core's unit tests, each of
//! which includes this file by `#[path]`.
//!
//! The data is the folder named by `NONET_SHARED`, else `shared` next to the project (as
//! `.ci/run` expects it: `../shared`). The tests that read it are `#[ignore]`d, so they run
//! only when asked for (`--ignored`): one that then finds no data fails, and says where it
//! looked, rather than passing without having checked anything.

// Each includer uses a part (the engine tests have no use for `under_ci`).
#![allow(dead_code)]

use std::path::PathBuf;

/// Whether the tests run under CI (`CI` set and not empty, nor `false` or `0`), where a
/// test that cannot run must fail rather than skip.
pub fn under_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !matches!(v.trim(), "" | "0" | "false"))
}

/// The shared folder: `$NONET_SHARED`, else `../shared` from the project's root. It need
/// not exist.
pub fn shared_root() -> PathBuf {
    if let Some(dir) = std::env::var_os("NONET_SHARED") {
        return PathBuf::from(dir);
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    // The binary's manifest is the project's root; nonet-core's is one level down.
    let root = if manifest.join("nonet-core").is_dir() {
        manifest
    } else {
        manifest.join("..")
    };
    root.join("../shared")
}

/// The shared classic sets' folder (`data/classic`), for an ignored test: it panics, with
/// where it looked, when the folder is missing, because an ignored test runs only when it
/// was asked for (`--ignored`, or under CI) and must not pass without its data.
pub fn classic_dir() -> PathBuf {
    let dir = shared_root().join("data/classic");
    if !dir.is_dir() {
        panic!(
            "no shared data at {}: set NONET_SHARED to the shared folder (the one holding \
             data/classic); a data test that was asked for does not pass without its data",
            dir.display()
        );
    }
    dir
}
