//! `nonet config --default`: the default `config.toml`, commented
//! ([`crate::settings::default_config`]), on standard output.

use super::args::ConfigArgs;
use super::{emit, CliResult};
use crate::settings::default_config::default_config;

pub fn config(args: &ConfigArgs) -> CliResult {
    // `--default` is required (clap says so): it is the only thing `config` does yet.
    debug_assert!(args.default);
    emit(&mut std::io::stdout().lock(), &default_config())?;
    Ok(0)
}
