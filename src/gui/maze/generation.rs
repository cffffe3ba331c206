//! Generating a maze from the side panel's form, shown step by step: the generator's recorded
//! steps replayed on its starting maze at a pace, the result then one undoable replacement.

use gridwright_formats::maze::Maze;

use super::MazeWorkspace;
use crate::editor::playback::Pace;
use crate::maze::generate::{self, Algorithm};
use crate::maze::grid::Event;

/// The fields of the side panel's Generate section.
#[derive(Debug, Clone, PartialEq)]
pub struct GenForm {
    /// The generator to run.
    pub algo: Algorithm,
    /// Cells across (the panel offers 1 to 500).
    pub width: usize,
    /// Cells down (the panel offers 1 to 500).
    pub height: usize,
    /// The generator's seed: the same seed and settings give the same maze.
    pub seed: u64,
    /// The share of dead ends to open afterwards, 0 to 1 (0: a perfect maze).
    pub braid: f64,
    /// Show the generation step by step before the maze replaces the document's.
    pub animate: bool,
}

impl Default for GenForm {
    fn default() -> Self {
        GenForm {
            algo: Algorithm::Backtracker,
            width: 20,
            height: 12,
            seed: 1,
            braid: 0.0,
            animate: true,
        }
    }
}

impl GenForm {
    /// The form a maze offers: a generated one the next of its kind (same algorithm, the next
    /// seed), any other its size with the defaults.
    pub fn after(m: &Maze) -> GenForm {
        let made_by = Algorithm::ALL
            .into_iter()
            .find(|a| m.generator.as_deref() == Some(a.name()));
        GenForm {
            width: m.width(),
            height: m.height(),
            algo: made_by.unwrap_or(Algorithm::Backtracker),
            seed: m
                .seed
                .filter(|_| made_by.is_some())
                .map_or(1, |s| s.wrapping_add(1)),
            ..GenForm::default()
        }
    }
}

/// Generation shown step by step: the recorded steps replayed on the starting maze.
pub struct Animation {
    /// The maze on the canvas: the generator's starting maze with the first `shown` steps.
    pub maze: Maze,
    /// Every step the generator took, in order.
    pub events: Vec<Event>,
    /// How many of `events` are on the canvas so far.
    pub shown: usize,
    /// Steps a second.
    pub pace: Pace,
    /// The finished maze (openings and braiding included), which the document gets at the end.
    pub result: Maze,
}

impl MazeWorkspace {
    /// Generates a maze from the form, as one undoable replacement; animated if asked.
    pub fn generate(&mut self) {
        let f = self.gen_form.clone();
        // The next press makes another maze; this one stays reproducible from its seed.
        self.gen_form.seed = f.seed.wrapping_add(1);
        let (mut m, events) = generate::generate_recorded(f.algo, f.width, f.height, f.seed);
        if f.braid > 0.0 {
            generate::braid(
                &mut m,
                f.braid,
                &mut crate::maze::grid::rng(f.seed ^ 0xB4A1D),
            );
        }
        self.view.fit_pending = true;
        if f.animate && events.len() > 1 {
            let start = generate::start_of(f.algo, f.width, f.height);
            let speed = (events.len() as f32 / 4.0).clamp(20.0, 5000.0);
            self.animation = Some(Animation {
                maze: start,
                events,
                shown: 0,
                pace: Pace::new(speed),
                result: m,
            });
        } else {
            self.doc.replace(m);
        }
    }

    /// Advances the animation; at its end the generated maze replaces the document's.
    pub fn tick(&mut self, dt: f32) {
        let Some(a) = self.animation.as_mut() else {
            return;
        };
        let end = a.shown.saturating_add(a.pace.due(dt)).min(a.events.len());
        for e in &a.events[a.shown..end] {
            crate::maze::grid::set_passage(&mut a.maze, e.cell as usize, e.dir as usize, e.passage);
        }
        a.shown = end;
        if a.shown >= a.events.len() {
            self.finish_animation();
        }
    }

    /// Ends the animation at once: the generated maze replaces the document's.
    pub fn finish_animation(&mut self) {
        if let Some(a) = self.animation.take() {
            self.doc.replace(a.result);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::document::MazeDocument;

    #[test]
    fn the_generate_form_offers_the_next_maze_of_the_same_kind() {
        let m = generate::generate(Algorithm::Wilson, 9, 7, 42);
        let editor = MazeWorkspace::new(MazeDocument::new(m, None));
        let f = &editor.gen_form;
        assert_eq!(
            (f.algo, f.seed, f.width, f.height),
            (Algorithm::Wilson, 43, 9, 7)
        );
        let plain = MazeWorkspace::new(MazeDocument::new(Maze::new(5, 4, true), None));
        assert_eq!(
            (plain.gen_form.algo, plain.gen_form.seed),
            (Algorithm::Backtracker, 1)
        );
    }

    #[test]
    fn the_animation_shows_the_steps_due_then_the_generated_maze() {
        let mut ws = MazeWorkspace::new(MazeDocument::new(Maze::new(6, 5, true), None));
        ws.generate();
        // The shell's undo, the tools and playtest wait for the generated maze.
        assert!(!crate::gui::workspace::Workspace::editing(&ws));
        let (steps, speed) = {
            let a = ws.animation.as_ref().expect("animated");
            (a.events.len(), a.pace.speed)
        };
        ws.tick(2.5 / speed);
        assert_eq!(ws.animation.as_ref().map(|a| a.shown), Some(2));
        ws.tick(steps as f32 / speed);
        assert!(ws.animation.is_none(), "finished");
        assert!(crate::gui::workspace::Workspace::editing(&ws));
        let f = &ws.gen_form;
        let (made, _) = generate::generate_recorded(f.algo, f.width, f.height, f.seed - 1);
        assert_eq!(ws.doc.maze(), &made);
    }

    #[test]
    fn generate_twice_makes_two_mazes() {
        // Before: the seed stayed, so the second press made the same maze again.
        let mut ws = MazeWorkspace::new(MazeDocument::new(Maze::new(8, 6, true), None));
        ws.gen_form.animate = false;
        let seed = ws.gen_form.seed;
        ws.generate();
        let first = ws.doc.maze().clone();
        ws.generate();
        assert_ne!(ws.doc.maze(), &first);
        assert_eq!(ws.gen_form.seed, seed + 2);
    }
}
