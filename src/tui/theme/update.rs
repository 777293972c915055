//! The theme key (`T`), the update side: asks the dispatcher for the next theme (built
//! in, then the user's), which it loads and saves to `config.toml`; the answer puts the
//! theme in use and says its name and where the choice went.

use crate::tui::effect::Effect;
use crate::tui::state::State;
use crate::tui::theme::Theme;
use std::path::PathBuf;

/// `T`: the theme after the one in use.
pub(crate) fn next(s: &mut State, fx: &mut Vec<Effect>) {
    if s.theme.mono {
        return s.info("NO_COLOR is set: no colours, so no theme to switch to");
    }
    fx.push(Effect::SwitchTheme {
        from: s.theme.name.clone(),
        depth: s.theme.depth,
        config: s.dirs.as_ref().and_then(|d| d.config.clone()),
    });
}

/// The dispatcher's answer: the theme drawn from now on, what was wrong with it, and
/// where the choice was saved.
pub(crate) fn switched(
    s: &mut State,
    theme: Theme,
    warnings: Vec<String>,
    saved: Result<PathBuf, String>,
) {
    let name = theme.name.clone();
    s.theme = theme;
    let depth = match s.theme.depth {
        crate::tui::theme::colour::depth::Depth::TrueColour => String::new(),
        other => format!(", in {}", other.name()),
    };
    let next = s.key("next-theme");
    match (warnings.is_empty(), saved) {
        (true, Ok(path)) => s.info(format!(
            "theme {name}{depth} ({next}: the next), saved in {}",
            path.display()
        )),
        (true, Err(e)) => s.error(format!("theme {name}{depth}; not saved: {e}")),
        (false, _) => s.error(format!("theme {name}: {}", warnings.join("; "))),
    }
}
