//! Frame time of the maze editor on a 10000 x 10000 maze: the window's own code (layout and
//! the shapes of the visible cells), driven headless by egui_kittest, while panning and
//! zooming. `cargo bench --bench maze_view`; the figure is in README.

use std::time::{Duration, Instant};

use egui::{Event, MouseWheelUnit, PointerButton, Pos2, vec2};
use egui_kittest::Harness;
use gridwright::gui::EditorApp;
use gridwright::gui::maze::MazeWorkspace;
use gridwright::maze::document::MazeDocument;
use gridwright::maze::generate::{Algorithm, generate};
use gridwright::settings::Settings;

fn main() {
    let side: usize = std::env::var("MAZE_SIDE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    let started = Instant::now();
    let maze = generate(Algorithm::Sidewinder, side, side, 1);
    println!(
        "generated {side}x{side} in {:.2} s",
        started.elapsed().as_secs_f64()
    );
    let mut app = EditorApp::with_file(None, Settings::default());
    app.set_workspace(Box::new(MazeWorkspace::new(MazeDocument::new(maze, None))));
    let mut h = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    let first = Instant::now();
    h.step();
    println!("first frame: {:.1} ms", first.elapsed().as_secs_f64() * 1e3);
    let view = h
        .state()
        .workspace::<MazeWorkspace>()
        .map(|ed| (ed.view.zoom, ed.canvas_rect));
    println!("view: {view:?}");
    let centre = Pos2::new(500.0, 400.0);
    // Panning with the middle button at the smallest zoom (the worst case: the most cells on
    // screen), then zooming in and out again at the pointer.
    h.event(Event::PointerMoved(centre));
    h.event(Event::PointerButton {
        pos: centre,
        button: PointerButton::Middle,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
    h.step();
    let mut panning: Vec<Duration> = Vec::new();
    for i in 0..40 {
        h.event(Event::PointerMoved(
            centre - vec2(i as f32 * 9.0, i as f32 * 4.0),
        ));
        let t = Instant::now();
        h.step();
        panning.push(t.elapsed());
    }
    h.event(Event::PointerButton {
        pos: centre,
        button: PointerButton::Middle,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
    let mut zooming: Vec<Duration> = Vec::new();
    for k in 0..40 {
        let delta = if k < 20 { 120.0 } else { -120.0 };
        h.event(Event::PointerMoved(centre));
        h.event(Event::MouseWheel {
            unit: MouseWheelUnit::Point,
            delta: vec2(0.0, delta),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
        });
        let t = Instant::now();
        h.step();
        h.step();
        zooming.push(t.elapsed() / 2);
    }
    for (what, frames) in [
        ("panning at the smallest zoom", &mut panning),
        ("zooming in and out", &mut zooming),
    ] {
        frames.sort();
        println!(
            "{what}: {} frames, median {:.1} ms, slowest {:.1} ms",
            frames.len(),
            frames[frames.len() / 2].as_secs_f64() * 1e3,
            frames[frames.len() - 1].as_secs_f64() * 1e3
        );
    }
}
