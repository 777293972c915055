//! Starting the rating when the givens change, and taking its answer.

use super::SeRating;
use crate::tui::effect::Effect;
use crate::tui::solver::{Job, JobMsg, Work};
use crate::tui::state::State;
use crate::tui::update::generation::next_gen;
use nonet_core::engine::Cancel;

/// After any change: a new rating when the givens are not the ones rated (or being
/// rated); none for a jigsaw or an empty grid.
pub fn refresh(s: &mut State, fx: &mut Vec<Effect>) {
    let givens = s.grid.puzzle.givens;
    let wanted = s.grid.layout().is_classic() && s.grid.puzzle.given_count() > 0;
    if wanted && s.se_rating.as_ref().is_some_and(|r| r.givens == givens) {
        return;
    }
    if let Some(old) = s.se_rating.take() {
        if old.answer.is_none() {
            fx.push(Effect::Cancel(old.cancel));
        }
    }
    if !wanted {
        return;
    }
    let gen = next_gen(s);
    let cancel = Cancel::new();
    s.se_rating = Some(SeRating {
        givens,
        gen,
        cancel: cancel.clone(),
        answer: None,
    });
    let work = Work::SeRate {
        puzzle: s.grid.puzzle.clone(),
    };
    fx.push(Effect::Start(Box::new(Job { gen, cancel, work })));
}

pub fn handles(m: &JobMsg) -> bool {
    matches!(m, JobMsg::SeRated { .. })
}

/// The rating's answer, unless the givens changed since it was asked.
pub fn on_job(s: &mut State, m: JobMsg) {
    let JobMsg::SeRated { gen, answer } = m else {
        return;
    };
    let Some(rating) = s.se_rating.as_mut().filter(|r| r.gen == gen) else {
        return;
    };
    rating.answer = Some(answer);
}
