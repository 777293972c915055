//! The version `nonet --version` shows: Cargo.toml's, and the git commit when built from
//! a checkout of the repository (`0.1.0 (commit 1fdb702a8c3e)`). Silent, and the version
//! alone, when git or the repository is absent: a packaged crate, or a crate unpacked
//! inside some other repository (its top folder is then not this package's).

use std::path::Path;
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_string())
}

fn main() {
    let version = env!("CARGO_PKG_VERSION");
    println!("cargo:rerun-if-changed=build.rs");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let ours = git(&["rev-parse", "--show-toplevel"]).is_some_and(|top| {
        Path::new(&top).canonicalize().ok() == Path::new(&manifest).canonicalize().ok()
    });
    let commit = ours
        .then(|| git(&["rev-parse", "--short=12", "HEAD"]))
        .flatten();
    match commit {
        Some(commit) => {
            println!("cargo:rustc-env=NONET_VERSION={version} (commit {commit})");
            // A new commit or a checkout moves HEAD or the branch it names.
            for path in ["HEAD", "packed-refs"] {
                if let Some(file) = git(&["rev-parse", "--git-path", path]) {
                    println!("cargo:rerun-if-changed={file}");
                }
            }
            if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
                if let Some(file) = git(&["rev-parse", "--git-path", &branch]) {
                    println!("cargo:rerun-if-changed={file}");
                }
            }
        }
        None => println!("cargo:rustc-env=NONET_VERSION={version}"),
    }
}
