//! `L`: walking the shown chain one link at a time. Each press moves the walk one link
//! on and says the link in words (the panel says it too); past the last link, or on Esc,
//! the walk ends and the whole chain is drawn again.

use crate::tui::hints::walk::link_text;
use crate::tui::hints::ChainWalk;
use crate::tui::state::State;

/// `L`: the walk's next link (the first, to start); past the last the walk ends.
pub(crate) fn step(s: &mut State) {
    let Some((chain, _, _)) = s.hint.shown_chain() else {
        s.walk = None;
        return s.info(
            s.keyed("no chain shown to walk ({hint} shows a hint; chain steps draw theirs)"),
        );
    };
    let links = chain.links.len();
    let next = s.walk_link().map_or(0, |i| i + 1);
    if next >= links {
        s.walk = None;
        return s.info(s.keyed(if links == 0 {
            "this chain is one node: no link to walk"
        } else {
            "end of the chain: the whole chain again ({walk-chain} walks it anew)"
        }));
    }
    let text = link_text(chain, next);
    s.walk = Some(ChainWalk {
        chain: chain.clone(),
        link: next,
    });
    let (walk, back) = (s.key("walk-chain"), s.key("back"));
    s.info(format!(
        "link {} of {links}: {text} ({walk} next, {back} ends)",
        next + 1
    ));
}

/// Esc: ends a walk through the shown chain; false when there is none (Esc goes on to
/// its other uses).
pub(crate) fn leave(s: &mut State) -> bool {
    let walking = s.walk_link().is_some();
    s.walk = None;
    if walking {
        s.info("walk ended: the whole chain");
    }
    walking
}
