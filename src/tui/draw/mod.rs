//! `draw(&State)`: reads the state and paints a frame; never changes anything.

pub mod grid;

use super::hint::HintStep;
use super::keymap::{Context, Keymap};
use super::positions;
use super::solver::JobKind;
use super::state::{Mode, Overlay, Search, State};
use super::theme::Theme;
use grid::Geometry;
use nonet_core::cells::cell_name;
use nonet_core::layout::{region_report, HouseKind};
use nonet_core::{Digits, Layout};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Sparkline, Wrap};
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
    // line is a 9-wide label, 9 digits, a space and 9 bits).
    cell_lines(&mut lines, s, theme, area.width >= 28);
    score_lines(&mut lines, s, theme);
    if s.mode == Mode::Regions {
        region_lines(&mut lines, s, theme);
    }
    hint_lines(&mut lines, s, theme);
    let sparkline_row = s
        .search
        .as_ref()
        .and_then(|search| search_lines(&mut lines, search, theme));
    let para = Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .style(theme.base());
    f.render_widget(para, area);
    if let (Some(row), Some(search)) = (sparkline_row, &s.search) {
        draw_sparkline(f, area, row, &search.history, theme);
    }
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
        Span::raw(format!(" · {kind} · {} givens", g.puzzle.given_count())),
    ]));
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
            format!("{} {}", digit_row(d), d.bits_string())
        } else {
            digit_row(d)
        }
    };
    let cand = g.candidates(cur);
    // A filled cell has no candidates to show: say what fills it instead.
    let cand_label = match (g.value(cur), g.is_given(cur)) {
        (0, _) => "Cand ",
        (_, true) => "Given ",
        (_, false) => "Entry ",
    };
    lines.push(Line::from(vec![
        label(cand_label, theme),
        Span::raw(with_bits(cand)),
    ]));
    if g.marks[cur] != Digits::NONE {
        lines.push(Line::from(vec![
            label("Marks ", theme),
            Span::raw(digit_row(g.marks[cur])),
        ]));
    }
    for h in layout.houses_of(cur) {
        let name = match Layout::house_kind(h) {
            (HouseKind::Row, n) => format!("Row {n}"),
            (HouseKind::Column, n) => format!("Col {n}"),
            _ => {
                let n = layout.house_name(h);
                let mut c = n.chars();
                c.next()
                    .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                    .unwrap_or(n)
            }
        };
        let d = g.digits_in(layout.house(h));
        lines.push(Line::from(vec![
            label(&format!("{name:<9}"), theme),
            Span::raw(with_bits(d)),
        ]));
    }
}

/// The score of the grid as it is, the live bound, and the status check's answer.
fn score_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    let g = &s.grid;
    let score = s.weights.score(&g.board());
    let bound = match (s.bound, s.status) {
        (Some(b), _) => b.to_string(),
        (None, super::state::Status::Checking) => "…".into(),
        (None, _) => "—".into(),
    };
    lines.push(Line::from(vec![
        label("Score ", theme),
        Span::raw(format!("{score}  ")),
        label("bound ", theme),
        Span::raw(bound),
    ]));
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

/// The hint's technique, and its explanation once it is shown on the grid.
fn hint_lines(lines: &mut Vec<Line>, s: &State, theme: &Theme) {
    if let Some(step) = s.hint.step() {
        lines.push(Line::from(""));
        lines.push(Line::from(vec![
            label("Hint ", theme),
            Span::styled(step.technique.clone(), theme.fg(theme.hint_pattern)),
        ]));
        if let super::hint::HintStage::Shown(step) = &s.hint {
            lines.push(Line::from(step.explanation.clone()));
        }
        lines.push(Line::from(vec![
            label("From ", theme),
            Span::raw(positions::candidates_used(s)),
        ]));
    }
}

/// The search: what runs and how it stands, its counters. Returns the row kept for the
/// sparkline of a target search's best scores.
fn search_lines(lines: &mut Vec<Line>, search: &Search, theme: &Theme) -> Option<u16> {
    lines.push(Line::from(""));
    let what = match search.kind {
        JobKind::Target => "Target search",
        JobKind::Count => "Count",
        JobKind::Solve => "Solve",
        JobKind::Status => "Status",
    };
    let state = if search.running {
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
    if search.kind == JobKind::Target {
        let best = p.best.map_or("—".into(), |b| b.to_string());
        let bound = p.known_bound().map_or("—".into(), |b| b.to_string());
        let proven = if search.proven { " (proven)" } else { "" };
        lines.push(Line::from(vec![
            label("best ", theme),
            Span::raw(format!("{best}{proven}  ")),
            label("bound ", theme),
            Span::raw(bound),
        ]));
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
    // Two blank lines keep the sparkline's place.
    let with_sparkline = search.kind == JobKind::Target && !search.history.is_empty();
    let row = with_sparkline.then_some(lines.len() as u16);
    if with_sparkline {
        lines.push(Line::from(""));
        lines.push(Line::from(""));
    }
    row
}

/// The best score after each report, at `row` of the panel when it fits.
fn draw_sparkline(f: &mut Frame, area: Rect, row: u16, history: &[i64], theme: &Theme) {
    let Some(&lo) = history.iter().min() else {
        return;
    };
    if row + 2 > area.height {
        return;
    }
    // The whole run squeezed into the panel's width (each column: the best at that point
    // of the run), so the early climb stays visible.
    let w = (area.width as usize).min(history.len());
    let data: Vec<u64> = (0..w)
        .map(|i| (history[(i + 1) * history.len() / w - 1] - lo) as u64 + 1)
        .collect();
    let r = Rect::new(area.x, area.y + row, area.width.min(data.len() as u16), 2);
    f.render_widget(
        Sparkline::default()
            .data(&data)
            .style(theme.fg(theme.accent)),
        r,
    );
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
    let width = area.width as usize;
    let mut second = None;
    if let Some(m) = &s.message {
        let style = if m.error {
            st.patch(theme.error_style())
        } else {
            st
        };
        let used: usize = first.iter().map(|sp| sp.width()).sum();
        if used + 2 + m.text.chars().count() <= width {
            first.push(Span::styled(format!("│ {}", m.text), style));
        } else {
            // Too long to share the first line: the message takes the key hints' line
            // until the next key, rather than being cut off mid-word.
            second = Some(Line::from(Span::styled(format!(" {}", m.text), style)));
        }
    }
    let second = second.unwrap_or_else(|| key_hints(keymap.hints(s.context()), width, st));
    f.render_widget(
        Paragraph::new(vec![Line::from(first), second]).style(st),
        area,
    );
}

/// The key hints that fit in `width`. The last two (help and quit) are always kept; the
/// ones before them go from the end until the rest fits.
fn key_hints(hints: Vec<(&'static str, &'static str)>, width: usize, st: Style) -> Line<'static> {
    let cost = |(k, h): &(&str, &str)| k.chars().count() + h.chars().count() + 3;
    let mut keep: Vec<bool> = vec![true; hints.len()];
    let mut total: usize = hints.iter().map(cost).sum();
    let mut i = hints.len().saturating_sub(2);
    // The last hint's trailing space may fall off the edge.
    while total > width + 1 && i > 0 {
        i -= 1;
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
                let mut all = vec![Line::from(Span::styled(title, theme.fg(theme.accent)))];
                all.extend(lines);
                f.render_widget(Clear, area);
                f.render_widget(Paragraph::new(all).style(theme.base()), area);
            }
        }
        Overlay::Prompt {
            purpose,
            text,
            choices,
        } => {
            // A text wider than the box shows its end, where the cursor is.
            let room = (60.min(area.width) as usize).saturating_sub(6);
            let n = text.chars().count();
            let shown = if n > room {
                let tail: String = text.chars().skip(n + 1 - room).collect();
                format!("…{tail}")
            } else {
                text.clone()
            };
            let mut lines = vec![Line::from(vec![
                Span::raw("> "),
                Span::raw(shown),
                Span::styled("█", theme.fg(theme.accent)),
            ])];
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
        Overlay::Steps {
            steps,
            filter,
            selected,
        } => {
            let list: Vec<&HintStep> = positions::shown(steps, filter).collect();
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
                positions::candidates_used(s)
            );
            let r = centered(area, 76, h);
            f.render_widget(Clear, r);
            f.render_widget(Paragraph::new(lines).block(block(title)), r);
        }
        Overlay::Confirm { question, .. } => {
            let r = centered(area, 60, 3);
            f.render_widget(Clear, r);
            f.render_widget(
                Paragraph::new(format!("{question} [y/n]")).block(block(" Confirm ".into())),
                r,
            );
        }
    }
}
