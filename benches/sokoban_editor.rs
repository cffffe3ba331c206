//! The Sokoban editor's own work per frame on a 200 x 200 board (layout and the shapes of
//! the squares, driven headless by egui_kittest: hovering, then painting a stroke), and the
//! time to open a collection of 1,715 levels and show its level browser (thumbnails are drawn
//! as they scroll into view, so opening does not wait for them).
//! `cargo bench --bench sokoban_editor`; the figures are in README.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use egui::{Event, PointerButton, Pos2, vec2};
use egui_kittest::Harness;
use gridwright::gui::EditorApp;
use gridwright::gui::sokoban::SokobanWorkspace;
use gridwright::gui::workspace::Shell;
use gridwright::settings::Settings;
use gridwright::sokoban::editor::SokobanDocument;
use gridwright_formats::sokoban::{Board, Level, Square};
use rand::RngExt;

fn main() {
    frames_on_a_large_board();
    opening_a_large_collection();
}

/// A 200 x 200 board: a walled room with seeded walls, boxes and goals inside.
fn large_board() -> Board {
    let side = 200;
    let mut rng = gridwright::seed::rng(7);
    let mut b = Board::new(side, side);
    for y in 0..side {
        for x in 0..side {
            let edge = x == 0 || y == 0 || x + 1 == side || y + 1 == side;
            let sq = match rng.random_range(0..100) {
                _ if edge => Square::Wall,
                0..15 => Square::Wall,
                15..18 => Square::Box,
                18..21 => Square::Goal,
                _ => Square::Floor,
            };
            b.set(x, y, sq);
        }
    }
    b.set(1, 1, Square::Pusher);
    b
}

fn frames_on_a_large_board() {
    let mut app = EditorApp::with_file(None, Settings::default());
    let doc = SokobanDocument::new(Level::new("large", large_board()));
    app.set_workspace(Box::new(SokobanWorkspace::new(doc, &Shell::default())));
    let mut h = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    let first = Instant::now();
    h.step();
    println!("200x200 board, first frame: {:.1} ms", ms(first.elapsed()));
    for _ in 0..5 {
        h.step();
    }
    let canvas = h
        .state()
        .workspace::<SokobanWorkspace>()
        .unwrap()
        .canvas_rect;
    let at = |k: usize| {
        let f = (k % 40) as f32 / 40.0;
        Pos2::new(
            canvas.left() + canvas.width() * (0.2 + 0.6 * f),
            canvas.top() + canvas.height() * 0.5,
        )
    };
    let mut hovering = Vec::new();
    for k in 0..60 {
        h.event(Event::PointerMoved(at(k)));
        let t = Instant::now();
        h.step();
        hovering.push(t.elapsed());
    }
    let mut painting = Vec::new();
    h.event(Event::PointerMoved(at(0)));
    h.event(Event::PointerButton {
        pos: at(0),
        button: PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
    for k in 1..60 {
        h.event(Event::PointerMoved(at(k)));
        let t = Instant::now();
        h.step();
        painting.push(t.elapsed());
    }
    h.event(Event::PointerButton {
        pos: at(59),
        button: PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
    report("hovering", &mut hovering);
    report("painting a stroke", &mut painting);
}

fn report(what: &str, frames: &mut [Duration]) {
    frames.sort();
    println!(
        "200x200 board, {what}: {} frames, median {:.2} ms, 95th percentile {:.2} ms, slowest {:.2} ms",
        frames.len(),
        ms(frames[frames.len() / 2]),
        ms(frames[frames.len() * 95 / 100]),
        ms(frames[frames.len() - 1]),
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// 1,715 levels: Microban and XSokoban seven times over when `../shared/levels` is there
/// (155 + 90 = 245 levels, x 7), else the bundled levels repeated to the same count.
fn large_collection(dir: &Path) -> PathBuf {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/levels/sokoban");
    let parts: Vec<String> = ["Microban_155.xsb", "XSokoban_90.xsb"]
        .iter()
        .filter_map(|f| std::fs::read_to_string(shared.join(f)).ok())
        .collect();
    let text = if parts.len() == 2 {
        parts.join("\n").repeat(7)
    } else {
        let bundled = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/sokoban/original.sok"),
        )
        .unwrap();
        format!("{bundled}\n").repeat(1715 / 3 + 1)
    };
    let path = dir.join("large.xsb");
    std::fs::write(&path, text).unwrap();
    path
}

fn opening_a_large_collection() {
    let dir = std::env::temp_dir().join(format!("gridwright-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = large_collection(&dir);
    let started = Instant::now();
    let app = EditorApp::with_file(Some(path), Settings::default());
    let mut h = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    h.step();
    let opened = started.elapsed();
    let levels = h
        .state()
        .workspace::<SokobanWorkspace>()
        .map_or(0, |w| w.doc.collection().levels.len());
    println!(
        "opening {levels} levels (read, parse, first frame): {:.0} ms",
        ms(opened)
    );
    let started = Instant::now();
    h.state_mut()
        .workspace_mut::<SokobanWorkspace>()
        .unwrap()
        .browse(false);
    h.step();
    let drawn = h
        .state()
        .workspace::<SokobanWorkspace>()
        .unwrap()
        .thumbs
        .len();
    println!(
        "level browser, first frame: {:.0} ms ({drawn} thumbnails drawn, the rest as they scroll into view)",
        ms(started.elapsed())
    );
    let _ = std::fs::remove_dir_all(&dir);
}
