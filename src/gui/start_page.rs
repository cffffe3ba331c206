//! The start page (as Tiled's): the five games, each with a picture of a bundled level drawn
//! as `gridwright render` draws it, and *New*, *Open a bundled level* and *Play*; the recent
//! files with thumbnails; and what a start without a file shows. A first run shows it, so a
//! new user sees every game before the first level.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use egui::{TextureHandle, Ui, vec2};
use gridwright_formats::Game;
use gridwright_formats::text::{printable, printable_path};

use super::workspace::Shell;
use super::workspaces;
use crate::bundled;
use crate::settings::{OnStart, Settings};

/// A recent file larger than this gets no thumbnail: the page must open at once.
const THUMB_MAX_BYTES: u64 = 1 << 20;
/// A game card's width, and a recent file's.
const CARD_WIDTH: f32 = 210.0;
const RECENT_WIDTH: f32 = 150.0;

/// One game on the page.
#[derive(Debug, Clone, Copy)]
pub struct Card {
    /// The game's name (a message id, as is the blurb).
    pub name: &'static str,
    /// What the game is, in a line.
    pub blurb: &'static str,
    /// The game its documents belong to (New, the bundled levels).
    pub game: Game,
    /// The bundled file the picture shows.
    pub picture: &'static str,
    /// Its entry in [`workspaces::QUICK_GAMES`], which *Play* starts.
    pub play: usize,
}

/// The five games, in the order the assignments teach them.
pub const CARDS: [Card; 5] = [
    Card {
        name: "shell-card-sokoban",
        blurb: "shell-card-sokoban-blurb",
        game: Game::Sokoban,
        picture: "sokoban/original.sok",
        play: 0,
    },
    Card {
        name: "shell-card-maze",
        blurb: "shell-card-maze-blurb",
        game: Game::Maze,
        picture: "maze/backtracker-24x16.maze",
        play: 1,
    },
    Card {
        name: "shell-card-invisible-maze",
        blurb: "shell-card-invisible-maze-blurb",
        game: Game::Maze,
        picture: "maze/braided-30x20.maze",
        play: 2,
    },
    Card {
        name: "shell-card-bombfight",
        blurb: "shell-card-bombfight-blurb",
        game: Game::BombFight,
        picture: "bombfight/duel.bflvl",
        play: 3,
    },
    Card {
        name: "shell-card-2048",
        blurb: "shell-card-2048-blurb",
        game: Game::G2048,
        picture: "2048/puzzle-corner.2048",
        play: 4,
    },
];

/// What the user chose on the page.
#[derive(Debug, Clone, PartialEq)]
pub enum StartAction {
    /// File > New for this game.
    New(Game),
    /// Open entry `i` of [`bundled::ALL`].
    Bundled(usize),
    /// Start entry `i` of [`workspaces::QUICK_GAMES`].
    Play(usize),
    /// Open a recent file.
    Open(PathBuf),
    /// Close the page and go back to the document.
    Close,
}

/// The page's pictures, made once each (a missing one is remembered as such).
#[derive(Default)]
pub struct StartPage {
    pictures: HashMap<String, Option<TextureHandle>>,
}

/// Whether a start without a file opens on the start page, given the settings and whether
/// they were found (a first run has none): otherwise it reopens the last document.
pub fn shown_at_start(settings: &Settings, first_run: bool) -> bool {
    first_run || settings.on_start == OnStart::StartPage || settings.recent.is_empty()
}

/// Draws the page; returns what the user chose. `settings` change in place (the start
/// choice), and `changed` says so.
pub fn show(
    ui: &mut Ui,
    page: &mut StartPage,
    shell: &Shell,
    settings: &mut Settings,
    changed: &mut bool,
) -> Option<StartAction> {
    let mut action = None;
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.heading(crate::t!("shell-start"));
                    if ui.button(crate::t!("shell-close-this-page")).clicked() {
                        action = Some(StartAction::Close);
                    }
                });
                ui.label(crate::t!("shell-start-intro"));
                ui.add_space(8.0);
                in_rows(ui, CARD_WIDTH, &CARDS, |ui, card| {
                    action = action.take().or(game_card(ui, page, shell, card));
                });
                ui.add_space(12.0);
                action = action.take().or(recent(ui, page, shell, &settings.recent));
                ui.add_space(12.0);
                *changed |= start_choice(ui, settings);
            });
    });
    action
}

fn game_card(ui: &mut Ui, page: &mut StartPage, shell: &Shell, card: &Card) -> Option<StartAction> {
    let mut action = None;
    ui.group(|ui| {
        ui.set_width(CARD_WIDTH);
        ui.vertical(|ui| {
            let key = format!("bundled:{}", card.picture);
            let texture = page
                .pictures
                .entry(key)
                .or_insert_with(|| bundled_picture(ui.ctx(), shell, card.picture));
            picture(ui, texture.as_ref(), vec2(200.0, 130.0));
            ui.heading(crate::i18n::tr(card.name));
            let blurb = egui::RichText::new(crate::i18n::tr(card.blurb)).weak();
            ui.add(egui::Label::new(blurb).wrap());
            ui.horizontal_wrapped(|ui| {
                if ui.button(crate::t!("shell-card-play")).clicked() {
                    action = Some(StartAction::Play(card.play));
                }
                if ui.button(crate::t!("shell-new")).clicked() {
                    action = Some(StartAction::New(card.game));
                }
                ui.menu_button(crate::t!("shell-open-bundled-level"), |ui| {
                    for (i, b) in bundled::ALL.iter().enumerate() {
                        if b.game == card.game && ui.button(b.name).clicked() {
                            action = Some(StartAction::Bundled(i));
                        }
                    }
                });
            });
        });
    });
    action
}

fn recent(
    ui: &mut Ui,
    page: &mut StartPage,
    shell: &Shell,
    files: &[PathBuf],
) -> Option<StartAction> {
    ui.heading(crate::t!("shell-recent-files"));
    if files.is_empty() {
        ui.weak(crate::t!("shell-recent-files-none"));
        return None;
    }
    let mut action = None;
    in_rows(ui, RECENT_WIDTH, files, |ui, path| {
        ui.group(|ui| {
            ui.set_width(RECENT_WIDTH);
            ui.vertical(|ui| {
                let key = format!("recent:{}", path.display());
                let texture = page
                    .pictures
                    .entry(key)
                    .or_insert_with(|| file_picture(ui.ctx(), shell, path));
                picture(ui, texture.as_ref(), vec2(140.0, 90.0));
                let name = path
                    .file_name()
                    .map_or_else(|| printable_path(path), |n| printable(&n.to_string_lossy()));
                let r = ui.button(name).on_hover_text(printable_path(path));
                if r.clicked() {
                    action = Some(StartAction::Open(path.clone()));
                }
            });
        });
    });
    action
}

/// How many boxes `width` wide fit side by side in `room` (at least one): egui's wrapping
/// layout does not wrap groups, so the page lays out its own rows.
pub fn per_row(room: f32, width: f32, gap: f32) -> usize {
    // Each group adds its frame's margins to its set width.
    let step = width + gap + 2.0 * GROUP_MARGIN;
    (((room + gap) / step).floor() as usize).max(1)
}

/// The inner margin ui.group draws around its content, on each side.
const GROUP_MARGIN: f32 = 7.0;

/// `items` drawn in rows of as many as fit the width.
fn in_rows<T>(ui: &mut Ui, width: f32, items: &[T], mut draw: impl FnMut(&mut Ui, &T)) {
    let n = per_row(ui.available_width(), width, ui.spacing().item_spacing.x);
    for row in items.chunks(n) {
        ui.horizontal(|ui| {
            for item in row {
                draw(ui, item);
            }
        });
    }
}

/// The start choice; true when the user changed it.
fn start_choice(ui: &mut Ui, settings: &mut Settings) -> bool {
    let before = settings.on_start;
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::t!("shell-on-start"));
        let page = crate::t!("shell-on-start-page");
        ui.radio_value(&mut settings.on_start, OnStart::StartPage, page);
        let last = crate::t!("shell-on-start-last");
        ui.radio_value(&mut settings.on_start, OnStart::LastDocument, last);
    });
    settings.on_start != before
}

/// A picture fitted into `room`, or a blank of that size when there is none.
fn picture(ui: &mut Ui, texture: Option<&TextureHandle>, room: egui::Vec2) {
    match texture {
        Some(t) => {
            let size = t.size_vec2();
            let scale = (room.x / size.x).min(room.y / size.y).min(1.0);
            ui.add(egui::Image::new((t.id(), size * scale)));
        }
        None => {
            ui.allocate_exact_size(room, egui::Sense::hover());
        }
    }
}

fn bundled_picture(ctx: &egui::Context, shell: &Shell, name: &str) -> Option<TextureHandle> {
    let b = bundled::ALL.iter().find(|b| b.name == name)?;
    let (ws, _) = workspaces::open(b.load().ok()?, None, shell);
    texture(ctx, name, &ws.picture().ok()?)
}

fn file_picture(ctx: &egui::Context, shell: &Shell, path: &Path) -> Option<TextureHandle> {
    if std::fs::metadata(path).ok()?.len() > THUMB_MAX_BYTES {
        return None;
    }
    let loaded = crate::io::load(path, Default::default()).ok()?;
    let (ws, _) = workspaces::open(loaded, Some(path), shell);
    texture(ctx, &path.display().to_string(), &ws.picture().ok()?)
}

/// A scene as a texture of at most 400 pixels a side (a thumbnail, not an export).
fn texture(
    ctx: &egui::Context,
    name: &str,
    scene: &crate::picture::Scene,
) -> Option<TextureHandle> {
    let scale = (400.0 / scene.width.max(scene.height).max(1.0)).min(1.0);
    let image = super::picture::image(scene, scale)?;
    Some(ctx.load_texture(name, image, egui::TextureOptions::LINEAR))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_card_plays_its_own_game_and_shows_a_bundled_file_of_it() {
        crate::i18n::Language::English.set_for_thread();
        for card in &CARDS {
            let b = bundled::ALL.iter().find(|b| b.name == card.picture);
            assert_eq!(b.map(|b| b.game), Some(card.game), "{}", card.name);
            assert!(
                crate::i18n::tr(workspaces::QUICK_GAMES[card.play].name).starts_with(
                    crate::i18n::tr(card.name)
                        .split(' ')
                        .next()
                        .unwrap_or_default()
                )
            );
        }
    }

    #[test]
    fn the_cards_wrap_into_rows_that_fit_the_window() {
        // Before: the card width and spacing. Action: rows for each window width.
        // After: five side by side at 1280, three at 800, never none.
        assert_eq!(per_row(1264.0, CARD_WIDTH, 8.0), 5);
        assert_eq!(per_row(784.0, CARD_WIDTH, 8.0), 3);
        assert_eq!(per_row(100.0, CARD_WIDTH, 8.0), 1);
    }

    #[test]
    fn a_first_run_shows_the_page_and_later_runs_follow_the_choice() {
        let mut s = Settings::default();
        assert!(shown_at_start(&s, true));
        s.on_start = OnStart::LastDocument;
        assert!(shown_at_start(&s, false), "no last document: the page");
        s.recent.push(PathBuf::from("a.sok"));
        assert!(!shown_at_start(&s, false));
        assert!(shown_at_start(&s, true));
    }
}
