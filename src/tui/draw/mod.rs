//! `draw(&State)`: reads the state and paints a frame; never changes anything.

mod chain;
pub mod grid;

use super::hint::HintStep;
use super::keymap::{Context, Keymap};
use super::state::{shown_steps, Mode, Overlay, Sample, Search, SolvedScreen, State};
use super::theme::Theme;
use grid::Geometry;
use nonet_core::cells::cell_name;
use nonet_core::layout::{region_report, HouseKind};
use nonet_core::{Digits, Layout};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;

/// Smallest terminal the app draws in (compact grid, narrow panel, two status lines).
pub const MIN_WIDTH: u16 = 64;
pub const MIN_HEIGHT: u16 = 21;
const STATUS_LINES: u16 = 2;
const MIN_PANEL: u16 = 26;

/// Where things go on a screen of a given size; `None` when it is too small.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub grid: Geometry,
    pub panel: Rect,
    pub status: Rect,
}

pub fn screen(area: Rect) -> Option<Screen> {
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        return None;
    }
    let room = area.height - STATUS_LINES;
    let (ew, eh) = grid::size(grid::EXPANDED);
    let dims = if area.width >= ew + MIN_PANEL + 2 && room >= eh {
        grid::EXPANDED
    } else {
        grid::COMPACT
    };
    let (gw, gh) = grid::size(dims);
    let top = area.y + (room - gh) / 2;
    let g = Geometry {
        x: area.x + 1,
        y: top,
        cw: dims.0,
        ch: dims.1,
    };
    let px = g.x + gw + 1;
    Some(Screen {
        grid: g,
        panel: Rect::new(px, area.y, area.x + area.width - px, room),
        status: Rect::new(area.x, area.y + room, area.width, STATUS_LINES),
    })
}

pub fn draw(f: &mut Frame, s: &State, theme: &Theme, keymap: &Keymap) {
    let area = f.area();
    f.buffer_mut().set_style(area, theme.base());
    let Some(sc) = screen(area) else {
        let text = vec![
            Line::from("nonet"),
            Line::from(""),
            Line::from(format!("The terminal is {}×{}.", area.width, area.height)),
            Line::from(format!(
                "Please enlarge the terminal to at least {MIN_WIDTH}×{MIN_HEIGHT}."
            )),
            Line::from("q quits (the session is saved)."),
        ];
        let h = (text.len() as u16).min(area.height);
        let r = Rect::new(
            area.x,
            area.y + area.height.saturating_sub(h) / 2,
            area.width,
            h,
        );
        f.render_widget(
            Paragraph::new(text)
                .alignment(ratatui::layout::Alignment::Center)
                .wrap(Wrap { trim: true })
                .style(theme.base()),
            r,
        );
        return;
    };
    grid::draw(f.buffer_mut(), sc.grid, s, theme);
    draw_panel(f, sc.panel, s, theme);
    draw_status(f, sc.status, s, theme, keymap);
    if let Some(o) = &s.overlay {
        draw_overlay(f, area, o, s, theme, keymap);
    }
}

fn label(text: &str, theme: &Theme) -> Span<'static> {
    Span::styled(text.to_string(), theme.fg(theme.accent))
}

/// "1 given", "30 givens".
fn plural(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// Digits as bits in the digit row's order, 1 first: `110100000` for `12·4·····`.
fn bit_row(d: Digits) -> String {
    (1..=9u8)
        .map(|x| if d.contains(x) { '1' } else { '0' })
        .collect()
}

/// Digits as a row of nine places: `12·4·····`.
fn digit_row(d: Digits) -> String {
    (1..=9u8)
        .map(|x| {
            if d.contains(x) {
                (b'0' + x) as char
            } else {
                '·'
            }
        })
        .collect()
}

/// The side panel, section by section: the puzzle, the selected cell and its houses, the
/// score and status, then the region report, the hint and the search when there are any.
fn draw_panel(f: &mut Frame, area: Rect, s: &State, theme: &Theme) {
    let mut lines: Vec<Line> = Vec::new();
    title_lines(&mut lines, s, theme);
    // The digits' mask as bits too when the panel has room for both on one line (a house
    // line is an 11-wide label, 9 digits, a space and 9 bits).
    cell_lines(&mut lines, s, theme, area.width >= 30);
    score_lines(&mut lines, s, theme);
    if s.mode == Mode::Regions {
        region_lines(&mut lines, s, theme);
    }
    hint_lines(&mut lines, s, theme, area);
    if let Some(search) = &s.search {
        search_lines(&mut lines, search, theme, area.width);
    }
    // Every section is lines of this one paragraph (the sparkline too), so that wrapped
    // lines push the ones after them down instead of being drawn over.
    let para = Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .style(theme.base());
    f.render_widget(para, area);
}

/// The puzzle's name, kind and number of givens.
fn title_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    let g = &s.grid;
    let title = g
        .puzzle
        .name
        .clone()
        .unwrap_or_else(|| "untitled".to_string());
    let kind = if g.layout().is_classic() {
        "classic"
    } else {
        "jigsaw"
    };
    lines.push(Line::from(vec![
        Span::styled(title, theme.fg(theme.text).add_modifier(Modifier::BOLD)),
        Span::raw(format!(
            " · {kind} · {}",
            plural(g.puzzle.given_count(), "given")
        )),
    ]));
    game_lines(lines, s, theme);
}

/// Braille spinner frames, one per tick.
const SPINNER: [char; 8] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧'];

/// The game: its clock (`⏸` when stopped), level and hints; a generation in progress.
fn game_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    if let Some(g) = &s.generating {
        let t = g.started.elapsed();
        let frame = SPINNER[(t.as_millis() / 250) as usize % SPINNER.len()];
        lines.push(Line::from(vec![
            Span::styled(format!("{frame} "), theme.fg(theme.accent)),
            Span::raw(format!("generating {}… Esc cancels", g.game.describe())),
        ]));
    }
    if s.grid.puzzle.given_count() == 0 {
        return;
    }
    let mut spans = vec![
        label("Time ", theme),
        Span::raw(super::play::clock_text(s.clock.secs())),
    ];
    if !s.clock.running() && !s.grid.is_solved() {
        spans.push(Span::styled(" ⏸", theme.dim_style()));
    }
    if let Some(level) = s.level {
        spans.push(Span::raw(format!(" · {level}")));
    }
    if s.hints_used > 0 {
        spans.push(Span::raw(format!(
            " · {} hint{}",
            s.hints_used,
            if s.hints_used == 1 { "" } else { "s" }
        )));
    }
    lines.push(Line::from(spans));
}

/// The selected cell: its weight, what fills it or may, its marks, and its houses' digits.
fn cell_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, with_bits: bool) {
    let g = &s.grid;
    let layout: &Layout = g.layout();
    let cur = s.cursor;
    lines.push(Line::from(vec![
        label("Cell ", theme),
        Span::raw(format!("{}  ", cell_name(cur))),
        label("weight ", theme),
        Span::raw(s.weights.0[cur].to_string()),
    ]));
    let with_bits = |d: Digits| {
        if with_bits {
            format!("{} {}", digit_row(d), bit_row(d))
        } else {
            digit_row(d)
        }
    };
    let cand = g.candidates(cur);
    // A filled cell has no candidates to show: say what fills it instead.
    let cand_label = match (g.value(cur), g.is_given(cur)) {
        (0, _) => "Candidates ",
        (_, true) => "Given ",
        (_, false) => "Entry ",
    };
    lines.push(Line::from(vec![
        label(cand_label, theme),
        Span::raw(with_bits(cand)),
    ]));
    // A filled cell's marks no longer mean anything (a solve or a load can leave them).
    if g.value(cur) == 0 && g.marks[cur] != Digits::NONE {
        lines.push(Line::from(vec![
            label("Marks ", theme),
            Span::raw(digit_row(g.marks[cur])),
        ]));
    }
    for h in layout.houses_of(cur) {
        let name = match Layout::house_kind(h) {
            (HouseKind::Row, n) => format!("row {n}"),
            (HouseKind::Column, n) => format!("col {n}"),
            _ => layout.house_name(h),
        };
        let d = g.digits_in(layout.house(h));
        lines.push(Line::from(vec![
            label(&format!("{:<11}", format!("{name} has ")), theme),
            Span::raw(with_bits(d)),
        ]));
    }
}

/// The score of the grid as it is, the live bound, and the status check's answer.
fn score_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    let g = &s.grid;
    let score = s.weights.score(&g.board());
    let mut spans = vec![label("Score ", theme), Span::raw(format!("{score}"))];
    // A target search shows its own bound; two bounds side by side read as a puzzle.
    let searching_target = s.search.as_ref().is_some_and(Search::is_target);
    if !searching_target {
        let bound = match (s.bound, s.status) {
            (Some(b), _) => b.to_string(),
            (None, super::state::Status::Checking) => "…".into(),
            (None, _) => "—".into(),
        };
        spans.push(label("  at most ", theme));
        spans.push(Span::raw(bound));
    }
    lines.push(Line::from(spans));
    if !s.show_status {
        lines.push(Line::from(vec![
            label("Status ", theme),
            Span::raw("not checked (c counts solutions)"),
        ]));
        return;
    }
    let status_style = match s.status {
        super::state::Status::Clashing | super::state::Status::None => theme.error_style(),
        _ => Style::default(),
    };
    lines.push(Line::from(vec![
        label("Status ", theme),
        Span::styled(s.status.text(), status_style),
    ]));
}

/// Region mode: each region's size and whether it is in one piece, and whether the draft
/// can be accepted.
fn region_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    lines.push(Line::from(""));
    lines.push(Line::from(label("Regions (size, in one piece)", theme)));
    let report = region_report(&s.region_map());
    let mut spans = Vec::new();
    for (i, region) in report.iter().enumerate() {
        let text = format!(
            "{}:{}{} ",
            (b'A' + region.id % 26) as char,
            region.size,
            if region.in_one_piece { "" } else { "✂" }
        );
        spans.push(Span::styled(
            text,
            if region.is_valid() {
                Style::default()
            } else {
                theme.error_style()
            },
        ));
        if i % 5 == 4 {
            lines.push(Line::from(std::mem::take(&mut spans)));
        }
    }
    if !spans.is_empty() {
        lines.push(Line::from(spans));
    }
    let valid = report.len() == 9 && report.iter().all(|region| region.is_valid());
    lines.push(if valid {
        Line::from("valid: Enter accepts, Esc discards")
    } else {
        Line::from(Span::styled(
            "invalid: fix it or Esc discards",
            theme.error_style(),
        ))
    });
}

/// The hint's technique, and its explanation once it is shown on the grid; a chain
/// step's chain in Eureka notation under it (the branch drawn, of how many).
fn hint_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme, area: Rect) {
    let Some(step) = s.hint.step() else {
        return;
    };
    lines.push(Line::from(""));
    lines.push(Line::from(vec![
        label("Hint ", theme),
        Span::styled(step.technique.clone(), theme.fg(theme.hint_pattern)),
    ]));
    let from = Line::from(vec![label("From ", theme), Span::raw(s.candidates_used())]);
    let Some(shown) = s.hint.shown() else {
        lines.push(from);
        return;
    };
    let Some((chain, index, count)) = s.hint.shown_chain() else {
        lines.push(Line::from(shown.explanation.clone()));
        lines.push(from);
        return;
    };
    // A forcing step's explanation holds every branch's chain, and chains run long: both
    // texts are wrapped here and cut with an ellipsis to the rows the panel has left
    // (below them: the header, "From" and nothing else), the chain drawn keeping at
    // least half of them.
    let width = area.width.max(1) as usize;
    let room = (area.height as usize).saturating_sub(lines.len() + 2);
    let explanation = wrap_text(&shown.explanation, width);
    let eureka = wrap_text(&chain.eureka, width);
    let (expl_rows, chain_rows) = if explanation.len() + eureka.len() <= room {
        (explanation.len(), eureka.len())
    } else {
        let chain_rows = eureka
            .len()
            .min((room / 2).max(room.saturating_sub(explanation.len())))
            .max(1);
        (room.saturating_sub(chain_rows).max(1), chain_rows)
    };
    for text in clip(explanation, expl_rows, width) {
        lines.push(Line::from(text));
    }
    let mut header = vec![label("Chain ", theme)];
    if count > 1 {
        header.push(Span::raw(format!("{} of {count}, b next ", index + 1)));
    }
    header.extend([
        Span::styled("=", theme.chain_strong_style()),
        Span::raw(" strong "),
        Span::styled("-", theme.chain_weak_style()),
        Span::raw(" weak"),
    ]);
    lines.push(Line::from(header));
    for text in clip(eureka, chain_rows, width) {
        // The links in the grid's two styles: the text is the legend of the drawing.
        let spans: Vec<Span> = text
            .chars()
            .map(|c| match c {
                '=' => Span::styled("=", theme.chain_strong_style()),
                '-' => Span::styled("-", theme.chain_weak_style()),
                other => Span::raw(other.to_string()),
            })
            .collect();
        lines.push(Line::from(spans));
    }
    lines.push(from);
}

/// `text` in lines of at most `width` characters, broken after a space, a link
/// (`=`, `-`) or `;` in a line's second half where there is one, else anywhere.
fn wrap_text(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut rest: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    while rest.len() > width {
        // A space may sit just past the line's end (it is dropped); a link ends the line.
        let cut = (width / 2..=width)
            .rev()
            .find(|&i| rest[i] == ' ' || (i < width && matches!(rest[i], '=' | '-' | ';')))
            .map_or(width, |i| i + 1);
        let line: String = rest.drain(..cut).collect();
        out.push(line.trim_end().to_string());
        while rest.first() == Some(&' ') {
            rest.remove(0);
        }
    }
    if !rest.is_empty() || out.is_empty() {
        out.push(rest.into_iter().collect());
    }
    out
}

/// The first `rows` of `lines`, the last of them ending in `…` when some are left out.
fn clip(mut lines: Vec<String>, rows: usize, width: usize) -> Vec<String> {
    if lines.len() > rows {
        lines.truncate(rows);
        if let Some(last) = lines.last_mut() {
            let kept: String = last.chars().take(width.saturating_sub(1)).collect();
            *last = format!("{kept}…");
        }
    }
    lines
}

/// The search: what runs and how it stands, its counters, and a target search's best
/// scores over time.
fn search_lines(lines: &mut Vec<Line>, search: &Search, theme: &Theme, width: u16) {
    lines.push(Line::from(""));
    let what = search.title();
    let state = if search.running && search.gate.is_paused() {
        "paused (. steps, Space runs on)".to_string()
    } else if search.running {
        "running".to_string()
    } else {
        let outcome = search.outcome.clone().unwrap_or_else(|| "done".into());
        if search.current {
            outcome
        } else {
            format!("{outcome} (the grid has changed since)")
        }
    };
    lines.push(Line::from(vec![
        Span::styled(what, theme.fg(theme.accent).add_modifier(Modifier::BOLD)),
        Span::raw(format!(" — {state}")),
    ]));
    let p = &search.progress;
    if search.is_target() {
        let best = p.best.map_or("—".into(), |b| b.to_string());
        let bound = p.known_bound().map_or("—".into(), |b| b.to_string());
        let proven = if search.proven { " (proven)" } else { "" };
        let mut spans = vec![
            label("best ", theme),
            Span::raw(format!("{best}{proven}  ")),
            label("bound ", theme),
            Span::raw(bound),
        ];
        if let (Some(b), Some(u), false) = (p.best, p.known_bound(), search.proven) {
            spans.push(label("  gap ", theme));
            spans.push(Span::raw((u - b).max(0).to_string()));
        }
        lines.push(Line::from(spans));
    }
    let secs = p.elapsed.as_secs_f64();
    // A rate over less than a twentieth of a second (or none timed) says nothing.
    let rate = if secs >= 0.05 {
        format!("{}/s", group((p.nodes as f64 / secs) as u64))
    } else {
        "—/s".to_string()
    };
    lines.push(Line::from(vec![
        label("nodes ", theme),
        Span::raw(format!("{}  ", group(p.nodes))),
        label("", theme),
        Span::raw(rate),
    ]));
    lines.push(Line::from(vec![
        label("elapsed ", theme),
        Span::raw(format!("{secs:.1}s")),
    ]));
    if search.is_target() {
        chart_lines(lines, &search.history, theme, width);
    }
}

/// Best and bound over time as two sparklines on one scale, so that the space between
/// them is the gap closing; each is labelled, so they read apart without colours too.
/// Two lines and no more (no scale line): at 64×21 the panel has no row to spare, and
/// the figures above them already give the lines' ends.
fn chart_lines(lines: &mut Vec<Line>, history: &[Sample], theme: &Theme, width: u16) {
    const LABELS: [&str; 2] = ["best  ", "bound "];
    let room = (width as usize).saturating_sub(LABELS[0].chars().count());
    let bests = history.iter().map(|x| x.best);
    let (Some(lo), Some(hi)) = (
        bests.clone().min(),
        bests.chain(history.iter().filter_map(|x| x.bound)).max(),
    ) else {
        return;
    };
    if room == 0 {
        return;
    }
    let best: Vec<Option<i64>> = history.iter().map(|x| Some(x.best)).collect();
    let bound: Vec<Option<i64>> = history.iter().map(|x| x.bound).collect();
    for ((name, values), colour) in LABELS
        .into_iter()
        .zip([best, bound])
        .zip([theme.accent, theme.hint_elim])
    {
        lines.push(Line::from(vec![
            label(name, theme),
            Span::styled(sparkline(&values, (lo, hi), room), theme.fg(colour)),
        ]));
    }
}

/// Values as one line of block characters on the scale `lo..=hi`, `width` wide at most:
/// the whole run squeezed in (each column the value at that point of the run), so that
/// the early climb stays visible. A missing value is a blank.
fn sparkline(values: &[Option<i64>], (lo, hi): (i64, i64), width: usize) -> String {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let w = width.min(values.len());
    (0..w)
        .map(|i| match values[(i + 1) * values.len() / w - 1] {
            None => ' ',
            Some(v) if hi > lo => {
                // In i128: scores near the ends of i64 must not overflow.
                let level = (v.clamp(lo, hi) as i128 - lo as i128) * 7 / (hi as i128 - lo as i128);
                BARS[(level as usize).min(7)]
            }
            Some(_) => BARS[7],
        })
        .collect()
}

/// 1234567 → "1,234,567".
fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

fn draw_status(f: &mut Frame, area: Rect, s: &State, theme: &Theme, keymap: &Keymap) {
    let st = theme.status_style();
    let mut first = vec![
        Span::styled(
            format!(" {} ", s.mode_name()),
            st.add_modifier(Modifier::BOLD | Modifier::REVERSED),
        ),
        Span::styled(
            format!(" {} ", s.grid.puzzle.name.as_deref().unwrap_or("untitled")),
            st,
        ),
    ];
    if let Some(pid) = s.session_in_use_by {
        first.push(Span::styled(
            format!("read-only (pid {pid}) "),
            st.patch(theme.error_style()),
        ));
    }
    if s.unsaved.is_some() {
        // The reason is in the message log (`m`); the badge stays until a save works.
        first.push(Span::styled("not saved ", st.patch(theme.error_style())));
    }
    let width = area.width as usize;
    let mut second = None;
    if let Some(m) = &s.message {
        let style = if m.error {
            st.patch(theme.error_style())
        } else {
            st
        };
        let used: usize = first.iter().map(|sp| sp.width()).sum();
        let len = m.text.chars().count();
        if used + 2 + len <= width {
            first.push(Span::styled(format!("│ {}", m.text), style));
        } else if len < width {
            // Too long to share the first line: the message takes the key hints' line
            // until the next key, rather than being cut off mid-word.
            second = Some(Line::from(Span::styled(format!(" {}", m.text), style)));
        } else {
            // Longer than a line: it goes on over both lines, broken at a space; what
            // still does not fit is in the message log, which the end says how to open.
            const MORE: &str = "… (m shows all)";
            let chars: Vec<char> = m.text.chars().collect();
            let line = width - 1;
            let break_at = |text: &[char], room: usize| -> usize {
                if text.len() <= room {
                    return text.len();
                }
                // The last space in the line's second half, else a hard break.
                (room / 2..=room)
                    .rev()
                    .find(|&i| text[i] == ' ')
                    .map_or(room, |i| i + 1)
            };
            let cut = break_at(&chars, line);
            let top: String = chars[..cut].iter().collect();
            let rest = &chars[cut..];
            let bottom: String = if rest.len() <= line {
                rest.iter().collect()
            } else {
                let room = line - MORE.chars().count();
                let kept: String = rest[..break_at(rest, room)].iter().collect();
                format!("{}{MORE}", kept.trim_end())
            };
            first = vec![Span::styled(format!(" {top}"), style)];
            second = Some(Line::from(Span::styled(format!(" {bottom}"), style)));
        }
    }
    let second = second.unwrap_or_else(|| key_hints(keymap.hints(s.context()), width, st));
    f.render_widget(
        Paragraph::new(vec![Line::from(first), second]).style(st),
        area,
    );
}

/// Keys a new player needs first: entering digits, hints, givens, new and open. When
/// the bar is short of room, the other hints go first.
const FIRST_KEYS: [&str; 5] = ["1-9", "h", "g", "n", "o"];

/// The key hints that fit in `width`. The last two (help and quit) are always kept; of
/// the ones before them, those not in `FIRST_KEYS` go from the end first, then the rest,
/// until what is left fits.
fn key_hints(hints: Vec<(&'static str, &'static str)>, width: usize, st: Style) -> Line<'static> {
    let cost = |(k, h): &(&str, &str)| k.chars().count() + h.chars().count() + 3;
    let mut keep: Vec<bool> = vec![true; hints.len()];
    let mut total: usize = hints.iter().map(cost).sum();
    let droppable = hints.len().saturating_sub(2);
    let (later, first): (Vec<usize>, Vec<usize>) = (0..droppable)
        .rev()
        .partition(|&i| !FIRST_KEYS.contains(&hints[i].0));
    // The last hint's trailing space may fall off the edge.
    for i in later.into_iter().chain(first) {
        if total <= width + 1 {
            break;
        }
        keep[i] = false;
        total -= cost(&hints[i]);
    }
    let spans: Vec<Span<'static>> = hints
        .into_iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .flat_map(|((k, h), _)| {
            [
                Span::styled(format!(" {k}"), st.add_modifier(Modifier::BOLD)),
                Span::styled(format!(" {h} "), st),
            ]
        })
        .collect();
    Line::from(spans)
}

fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn mode_context(mode: Mode) -> Context {
    match mode {
        Mode::Normal => Context::Normal,
        Mode::Pencil => Context::Pencil,
        Mode::Regions => Context::Regions,
        Mode::Weights => Context::Weights,
    }
}

fn draw_overlay(f: &mut Frame, area: Rect, o: &Overlay, s: &State, theme: &Theme, km: &Keymap) {
    let block = |title: String| {
        Block::default()
            .borders(Borders::ALL)
            .title(title)
            .style(theme.base())
            .border_style(theme.fg(theme.accent))
    };
    match o {
        Overlay::Help => {
            let entries = km.help(mode_context(s.mode));
            let lines: Vec<Line> = entries
                .iter()
                .map(|(k, h)| {
                    Line::from(vec![
                        Span::styled(format!("{k:>7} "), theme.fg(theme.accent)),
                        Span::raw(*h),
                    ])
                })
                .collect();
            let title = format!(" Keys — {} (? closes) ", s.mode_name().to_lowercase());
            if lines.len() as u16 + 2 <= area.height {
                let r = centered(area, 56, lines.len() as u16 + 2);
                f.render_widget(Clear, r);
                f.render_widget(Paragraph::new(lines).block(block(title)), r);
            } else {
                // Too low for the frame: the title as a line of its own and no borders,
                // so that the last keys are not cut off, over the whole screen (without a
                // frame, the grid and panel beside it read as part of the help).
                // When even that is too low, the keys flow into two columns.
                let mut all = vec![Line::from(Span::styled(title, theme.fg(theme.accent)))];
                let rows = area.height.saturating_sub(1) as usize;
                if lines.len() <= rows {
                    all.extend(lines);
                } else {
                    let col = (area.width / 2) as usize;
                    let cut = |(k, h): &(&str, &str)| -> String {
                        format!("{k:>7} {h}").chars().take(col - 1).collect()
                    };
                    let half = entries.len().div_ceil(2);
                    for i in 0..half {
                        let left = cut(&entries[i]);
                        let mut spans = vec![Span::raw(format!("{left:<col$}"))];
                        if let Some(e) = entries.get(half + i) {
                            spans.push(Span::raw(cut(e)));
                        }
                        all.push(Line::from(spans));
                    }
                }
                f.render_widget(Clear, area);
                f.render_widget(Paragraph::new(all).style(theme.base()), area);
            }
        }
        Overlay::Prompt {
            purpose,
            text,
            cursor,
            selected,
            choices,
        } => {
            // A text wider than the box shows the part around the cursor.
            let room = (60.min(area.width) as usize).saturating_sub(6).max(2);
            let chars: Vec<char> = text.chars().collect();
            let cursor = (*cursor).min(chars.len());
            let first = (cursor + 1).saturating_sub(room - 1);
            let before: String = chars[first..cursor].iter().collect();
            let after: String = chars[cursor..]
                .iter()
                .take(room - before.chars().count())
                .collect();
            let lead = if first > 0 { "…" } else { "" };
            // A selected suggestion is shown reversed: typing replaces it.
            let text_style = if *selected {
                Style::default().add_modifier(Modifier::REVERSED)
            } else {
                Style::default()
            };
            let mut input = vec![
                Span::raw("> "),
                Span::raw(lead),
                Span::styled(before, text_style),
            ];
            let mut rest = after.chars();
            match rest.next() {
                // The cursor on a character shows it reversed in the accent colour.
                Some(c) => {
                    input.push(Span::styled(
                        c.to_string(),
                        theme.fg(theme.accent).add_modifier(Modifier::REVERSED),
                    ));
                    input.push(Span::styled(rest.collect::<String>(), text_style));
                }
                None => input.push(Span::styled("█", theme.fg(theme.accent))),
            }
            let mut lines = vec![Line::from(input)];
            if !choices.is_empty() {
                lines.push(Line::from(label("saved (↑↓ picks):", theme)));
                // Eight at a time, keeping the one picked in view.
                let picked = choices.iter().position(|c| c == text);
                let first = picked.map_or(0, |i| i.saturating_sub(7));
                for (i, c) in choices.iter().enumerate().skip(first).take(8) {
                    lines.push(if Some(i) == picked {
                        Line::from(Span::styled(format!("› {c}"), theme.fg(theme.accent)))
                    } else {
                        Line::from(format!("  {c}"))
                    });
                }
            }
            let r = centered(area, 60, lines.len() as u16 + 2);
            f.render_widget(Clear, r);
            f.render_widget(
                Paragraph::new(lines).block(block(format!(" {} ", purpose.title()))),
                r,
            );
        }
        Overlay::Picker {
            title,
            docs,
            selected,
        } => {
            let h = (docs.len() as u16 + 2)
                .min(area.height.saturating_sub(2))
                .max(3);
            let visible = (h - 2) as usize;
            let first = selected.saturating_sub(visible.saturating_sub(1));
            let lines: Vec<Line> = docs
                .iter()
                .enumerate()
                .skip(first)
                .take(visible)
                .map(|(i, d)| {
                    let p = &d.grid.puzzle;
                    let text = format!(
                        "{:>4}  {}  {} givens{}",
                        i + 1,
                        p.name
                            .clone()
                            .unwrap_or_else(|| format!("puzzle {}", i + 1)),
                        p.given_count(),
                        if p.layout.is_classic() {
                            ""
                        } else {
                            ", jigsaw"
                        }
                    );
                    if i == *selected {
                        Line::from(Span::styled(text, theme.cursor_style()))
                    } else {
                        Line::from(text)
                    }
                })
                .collect();
            let r = centered(area, 60, h);
            f.render_widget(Clear, r);
            f.render_widget(
                Paragraph::new(lines).block(block(format!(" {title} — Enter opens "))),
                r,
            );
        }
        Overlay::NewGame(game) => {
            let rows = [
                (
                    "Variant",
                    if game.jigsaw { "jigsaw" } else { "classic" }.to_string(),
                ),
                ("Level", game.level.name().to_string()),
                (
                    "Symmetry",
                    if game.symmetric {
                        "180° rotation"
                    } else {
                        "none"
                    }
                    .to_string(),
                ),
            ];
            let mut lines: Vec<Line> = rows
                .iter()
                .enumerate()
                .map(|(i, (name, value))| {
                    let text = format!("‹ {value:^13} ›");
                    let value = if i == game.row {
                        Span::styled(text, theme.cursor_style())
                    } else {
                        Span::raw(text)
                    };
                    Line::from(vec![label(&format!(" {name:<9}"), theme), value])
                })
                .collect();
            lines.push(Line::from(""));
            lines.push(Line::from(Span::styled(
                " ↑↓ row · ←→ change · Enter generates · Esc",
                theme.dim_style(),
            )));
            let r = centered(area, 46, lines.len() as u16 + 2);
            f.render_widget(Clear, r);
            f.render_widget(Paragraph::new(lines).block(block(" New game ".into())), r);
        }
        Overlay::Solved(screen) => {
            let mut lines = vec![Line::from(Span::styled(
                solved_line(screen),
                theme.fg(theme.accent).add_modifier(Modifier::BOLD),
            ))];
            lines.push(Line::from(format!(
                "Level: {}",
                screen.level.map_or("not rated", |l| l.name())
            )));
            lines.push(Line::from(format!("Hints: {}", screen.hints)));
            lines.push(Line::from(match &screen.record {
                None => Span::styled("saving the time…", theme.dim_style()),
                Some(Ok(rec)) => Span::raw(format!(
                    "{}: {} solved, best {}, average {}",
                    screen.level.map_or("-", |l| l.name()),
                    rec.solved,
                    super::play::clock_text(rec.best_secs),
                    super::play::clock_text(rec.average_secs())
                )),
                Some(Err(e)) => Span::styled(e.clone(), theme.dim_style()),
            }));
            lines.push(Line::from(Span::styled(
                "n new game · Enter closes",
                theme.dim_style(),
            )));
            let r = centered(area, 52, lines.len() as u16 + 2);
            f.render_widget(Clear, r);
            f.render_widget(
                Paragraph::new(lines)
                    .wrap(Wrap { trim: true })
                    .block(block(" Solved! ".into())),
                r,
            );
        }
        Overlay::Steps {
            steps,
            filter,
            selected,
        } => {
            let list: Vec<&HintStep> = shown_steps(steps, filter).collect();
            let h = (list.len().max(1) as u16 + 3)
                .min(area.height.saturating_sub(2))
                .max(4);
            let visible = (h - 3) as usize;
            let first = selected.saturating_sub(visible.saturating_sub(1));
            let mut lines = vec![Line::from(vec![
                label("filter ", theme),
                Span::raw(filter.clone().unwrap_or_else(|| "all techniques".into())),
                label(" (←→ changes)", theme),
            ])];
            if list.is_empty() {
                lines.push(Line::from("no technique finds a step here"));
            }
            for (i, step) in list.iter().enumerate().skip(first).take(visible) {
                let text = format!("{}: {}", step.technique, step.effect());
                lines.push(if i == *selected {
                    Line::from(Span::styled(text, theme.cursor_style()))
                } else {
                    Line::from(text)
                });
            }
            let title = format!(
                " All steps ({}), from {} — Enter shows ",
                list.len(),
                s.candidates_used()
            );
            let r = centered(area, 76, h);
            f.render_widget(Clear, r);
            f.render_widget(Paragraph::new(lines).block(block(title)), r);
        }
        Overlay::Confirm { question, .. } => {
            // As wide as the question needs (up to the screen), as high as it wraps to:
            // the `[y/n]` at its end must never be cut off.
            let text = format!("{question} [y/n]");
            let inner =
                (text.chars().count() as u16 + 1).clamp(40, area.width.saturating_sub(4).max(1));
            let rows = wrapped_rows(&text, inner);
            let r = centered(area, inner + 2, rows + 2);
            f.render_widget(Clear, r);
            f.render_widget(
                Paragraph::new(text)
                    .wrap(Wrap { trim: true })
                    .block(block(" Confirm ".into())),
                r,
            );
        }
        Overlay::MessageLog => {
            let inner = area.width.saturating_sub(6).max(1);
            // The newest messages that fit, oldest first, each wrapped in full.
            let room = area.height.saturating_sub(4);
            let mut used = 0;
            let mut shown: Vec<Line> = Vec::new();
            for m in s.log.iter().rev() {
                let rows = wrapped_rows(&format!("• {}", m.text), inner);
                if used + rows > room {
                    break;
                }
                used += rows;
                let style = if m.error {
                    theme.error_style()
                } else {
                    Style::default()
                };
                shown.push(Line::from(Span::styled(format!("• {}", m.text), style)));
            }
            shown.reverse();
            if shown.is_empty() {
                shown.push(Line::from("no messages yet"));
                used = 1;
            }
            let r = centered(area, inner + 2, used.max(1) + 2);
            f.render_widget(Clear, r);
            f.render_widget(
                Paragraph::new(shown)
                    .wrap(Wrap { trim: false })
                    .block(block(" Messages, newest last (m or Esc closes) ".into())),
                r,
            );
        }
    }
}

/// "Solved in 4:12": the solved screen's first line.
fn solved_line(screen: &SolvedScreen) -> String {
    format!("Solved in {}", super::play::clock_text(screen.secs))
}

/// How many rows `text` takes when wrapped at word boundaries to `width` columns.
fn wrapped_rows(text: &str, width: u16) -> u16 {
    let width = width.max(1) as usize;
    let mut rows = 1;
    let mut col = 0;
    for word in text.split(' ') {
        let len = word.chars().count();
        let need = if col == 0 { len } else { col + 1 + len };
        if need <= width {
            col = need;
        } else {
            // A word longer than a line is broken over as many as it needs.
            rows += if col == 0 { 0 } else { 1 };
            rows += (len.saturating_sub(1) / width) as u16;
            col = if len % width == 0 { width } else { len % width };
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparklines_share_a_scale_and_leave_gaps_blank() {
        let best = [Some(0), Some(50), Some(100)];
        assert_eq!(sparkline(&best, (0, 100), 10), "▁▄█");
        assert_eq!(sparkline(&[None, Some(100)], (0, 100), 10), " █");
        // Squeezed: each column the value at its point of the run.
        assert_eq!(
            sparkline(&[Some(0), Some(0), Some(100), Some(100)], (0, 100), 2),
            "▁█"
        );
        // Scores at the ends of i64 do not overflow.
        assert_eq!(
            sparkline(&[Some(i64::MIN), Some(i64::MAX)], (i64::MIN, i64::MAX), 2),
            "▁█"
        );
        assert_eq!(sparkline(&[Some(7)], (7, 7), 5), "█");
        assert_eq!(sparkline(&[], (0, 1), 5), "");
    }

    #[test]
    fn eureka_text_wraps_after_links_and_is_clipped_with_an_ellipsis() {
        let lines = wrap_text("(8)r5c2-(8=1)r4c3-(1=9)r4c1-(9)r6c2", 16);
        assert_eq!(lines, vec!["(8)r5c2-(8=", "1)r4c3-(1=", "9)r4c1-(9)r6c2"]);
        assert!(lines.iter().all(|l| l.chars().count() <= 16));
        assert_eq!(
            wrap_text("in row 4, 7 fits", 9),
            vec!["in row 4,", "7 fits"]
        );
        assert_eq!(wrap_text("", 9), vec![""]);
        assert_eq!(wrap_text("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        let clipped = clip(lines.clone(), 2, 16);
        assert_eq!(clipped, vec!["(8)r5c2-(8=", "1)r4c3-(1=…"]);
        assert_eq!(clip(lines.clone(), 5, 16), lines);
    }
}
