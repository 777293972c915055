//! `hint --svg PATH`: each hinted step drawn as HoDoKu draws it (`crate::print::step`),
//! on the candidates it was found from. One picture goes to the file PATH (`-`: standard
//! output, instead of the text); when the command can find several steps (`--all`,
//! `--every`, several puzzles) PATH is a directory and each step gets a file in it.

use super::Found;
use crate::cli::stream::path_name;
use crate::cli::{emit, note, CliError};
use crate::print::{scene::Scene, step, svg};
use nonet_core::strategy::{self, NoStep, Step};
use nonet_core::Grid;
use std::path::Path;

/// A step's picture: the position's pixels per cell (candidates stay readable).
const CELL_PIXELS: f32 = 52.0;
const PAD: f32 = 16.0;

/// The pictures of one `hint` run, each written as soon as it is drawn: one picture is
/// held at a time (`--every` over 100 puzzles used to hold 2 GB of them).
pub struct Pictures<'a> {
    path: Option<&'a Path>,
    /// Whether the run draws a picture a step (--all, --every), which makes `path` a
    /// directory whatever the number of puzzles.
    steps: bool,
    /// Whether `path` is a directory: known with the first puzzle's answer, which comes
    /// with whether there are more.
    dir: Option<bool>,
    /// Pictures written to the directory.
    written: usize,
}

impl<'a> Pictures<'a> {
    /// Pictures for `path` (None: none are drawn); `steps` when each step of a puzzle
    /// gets a picture.
    pub fn new(path: Option<&'a Path>, steps: bool) -> Result<Pictures<'a>, CliError> {
        let pictures = Pictures {
            path,
            steps,
            dir: None,
            written: 0,
        };
        if steps {
            pictures.check_not_stdout()?;
        }
        Ok(pictures)
    }

    fn check_not_stdout(&self) -> Result<(), CliError> {
        match self.path {
            Some(path) if path.as_os_str() == "-" => Err(CliError::input(
                "--svg -: several steps make several pictures, and standard output holds one; name a directory",
            )),
            _ => Ok(()),
        }
    }

    /// Draws and writes what was found for puzzle `number` (from 1); `many`: the input
    /// holds more than one puzzle. True when the picture went to standard output instead
    /// of the text.
    pub(super) fn add(
        &mut self,
        found: &Found,
        grid: &Grid,
        number: usize,
        many: bool,
    ) -> Result<bool, CliError> {
        let Some(path) = self.path else {
            return Ok(false);
        };
        let dir = *self.dir.get_or_insert(many || self.steps);
        if !dir {
            let Some((_, svg)) = drawings(found, grid, number).into_iter().next() else {
                note("no picture: there is no step to draw");
                return Ok(false);
            };
            if path.as_os_str() == "-" {
                emit(&mut std::io::stdout().lock(), &svg)?;
                return Ok(true);
            }
            write(path, &svg)?;
            return Ok(false);
        }
        self.check_not_stdout()?;
        if self.written == 0 {
            make_dir(path)?;
        }
        draw(found, grid, number, |name, svg| {
            self.written += 1;
            write(&path.join(name), &svg)
        })?;
        Ok(false)
    }

    /// Says where the pictures went (a directory's count; none drawn from no puzzle).
    pub fn finish(self) -> Result<(), CliError> {
        let Some(path) = self.path else {
            return Ok(());
        };
        match self.dir.unwrap_or(self.steps) {
            true => {
                make_dir(path)?;
                note(format_args!(
                    "wrote {} SVG pictures to {}",
                    self.written,
                    path_name(path)
                ));
            }
            false if self.dir.is_none() => note("no picture: there is no step to draw"),
            false => {}
        }
        Ok(())
    }
}

/// The pictures of what was found for puzzle `number`, each handed to `each` (file name
/// and SVG text) as soon as it is drawn, on the candidates the step was found from (hint
/// found them the same way): `--every` finds hundreds of steps in a puzzle.
fn draw<E>(
    found: &Found,
    grid: &Grid,
    number: usize,
    mut each: impl FnMut(String, String) -> Result<(), E>,
) -> Result<(), E> {
    let Ok((start, _)) = strategy::checked_position(grid) else {
        return Ok(()); // refused: the text says why, there is nothing to draw
    };
    let givens = &grid.puzzle.givens;
    let picture = |cand: &_, step: Option<&Step>, caption: &str| {
        let scene = step::step_scene(givens, cand, step, caption);
        let title = caption.lines().next().unwrap_or("hint").to_string();
        svg::render(&pixels(&scene), &title)
    };
    let caption = |step: &Step| format!("{step}\n⇒ {}", step.effect());
    match found {
        Found::Next(Ok(step)) => {
            let svg = picture(&start, Some(step), &caption(step));
            each(format!("puzzle-{number}.svg"), svg)?;
        }
        Found::Next(Err(why @ NoStep::Stuck { .. })) => {
            let svg = picture(&start, None, &why.to_string());
            each(format!("puzzle-{number}.svg"), svg)?;
        }
        Found::All(path, _) => {
            let mut cand = start;
            for (i, step) in path.steps.iter().enumerate() {
                let text = format!("Step {}. {}", i + 1, caption(step));
                let svg = picture(&cand, Some(step), &text);
                each(step_name(number, i, path.steps.len()), svg)?;
                cand.apply(step);
            }
        }
        Found::Every(Some(steps)) => {
            for (i, step) in steps.iter().enumerate() {
                let svg = picture(&start, Some(step), &caption(step));
                each(step_name(number, i, steps.len()), svg)?;
            }
        }
        Found::Refused(_) | Found::Next(Err(_)) | Found::Every(None) => {}
    }
    Ok(())
}

/// Every picture of [`draw`], gathered: for the one picture of a single hint.
fn drawings(found: &Found, grid: &Grid, number: usize) -> Vec<(String, String)> {
    let mut drawn = Vec::new();
    let _ = draw(found, grid, number, |name, svg| {
        drawn.push((name, svg));
        Ok::<(), ()>(())
    });
    drawn
}

fn make_dir(dir: &Path) -> Result<(), CliError> {
    std::fs::create_dir_all(dir)
        .map_err(|e| CliError::output(format!("cannot make the directory {}: {e}", path_name(dir))))
}

/// `puzzle-2-step-07.svg`: the step number padded so that the files sort in order.
fn step_name(number: usize, index: usize, steps: usize) -> String {
    let width = steps.to_string().len();
    format!("puzzle-{number}-step-{:0width$}.svg", index + 1)
}

fn write(path: &Path, svg: &str) -> Result<(), CliError> {
    std::fs::write(path, svg)
        .map_err(|e| CliError::output(format!("cannot write {}: {e}", path_name(path))))
}

/// The step's scene (in cells) as a picture in pixels with a margin.
fn pixels(scene: &Scene) -> Scene {
    let mut out = Scene::new(
        scene.width * CELL_PIXELS + 2.0 * PAD,
        scene.height * CELL_PIXELS + 2.0 * PAD,
    );
    out.place(scene, PAD, PAD, CELL_PIXELS);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::{metrics, scene::Font};
    use nonet_core::strategy::Registry;

    /// The value of attribute `name` in an SVG element's opening tag.
    fn attr<'t>(tag: &'t str, name: &str) -> &'t str {
        let start = tag.find(&format!(" {name}=\"")).expect(name) + name.len() + 3;
        let len = tag[start..].find('"').unwrap();
        &tag[start..start + len]
    }

    #[test]
    fn every_caption_stays_inside_its_picture() {
        // The puzzle: 38 of its pictures had captions past the right edge.
        let line =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let puzzle = nonet_core::format::parse(line, None, "test")
            .unwrap()
            .remove(0);
        let grid = Grid::new(puzzle);
        let (cand, _) = strategy::checked_position(&grid).unwrap();
        let steps = Registry::full().every_step(&cand);
        assert!(steps.len() > 100, "{}", steps.len());
        let drawn = drawings(&Found::Every(Some(steps)), &grid, 1);
        let mut captions = 0;
        for (name, svg) in &drawn {
            let width: f32 = attr(svg, "width").parse().unwrap();
            for element in svg.split("<text").skip(1) {
                let (tag, rest) = element.split_once('>').unwrap();
                if attr(tag, "class") != "caption" {
                    continue;
                }
                captions += 1;
                let text = rest.split_once("</text>").unwrap().0;
                let text = text
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&quot;", "\"")
                    .replace("&apos;", "'")
                    .replace("&amp;", "&");
                let x: f32 = attr(tag, "x").parse().unwrap();
                let size: f32 = attr(tag, "font-size").parse().unwrap();
                let right = x + metrics::width(&text, Font::Regular, size);
                assert!(
                    right <= width - PAD,
                    "{name}: {text:?} ends at {right} of {width}"
                );
            }
        }
        assert!(captions > drawn.len(), "{captions}");
    }
}
